import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card'

describe('Card', () => {
  it('lays out its parts, each marked with its slot', async () => {
    const screen = await render(
      <Card data-testid="card">
        <CardHeader>
          <CardTitle>Order 1024</CardTitle>
          <CardDescription>Paid on 3 May</CardDescription>
        </CardHeader>
        <CardContent>Two books</CardContent>
        <CardFooter>Actions</CardFooter>
      </Card>,
    )
    const card = screen.getByTestId('card')
    await expect.element(card).toHaveAttribute('data-slot', 'card')
    await expect.element(card).toHaveAttribute('data-variant', 'surface')
    await expect
      .element(screen.getByRole('heading', { level: 3, name: 'Order 1024' }))
      .toHaveAttribute('data-slot', 'card-title')
    for (const slot of ['card-header', 'card-description', 'card-content', 'card-footer']) {
      expect(card.element().querySelector(`[data-slot="${slot}"]`)).not.toBeNull()
    }
  })

  it('paints the surface colour, and no background when outlined', async () => {
    const screen = await render(
      <>
        <Card data-testid="surface">A</Card>
        <Card data-testid="outline" variant="outline">
          B
        </Card>
      </>,
    )
    const surface = getComputedStyle(screen.getByTestId('surface').element()).backgroundColor
    const outline = getComputedStyle(screen.getByTestId('outline').element()).backgroundColor
    expect(surface).not.toBe('rgba(0, 0, 0, 0)')
    expect(outline).toBe('rgba(0, 0, 0, 0)')
  })

  it('takes another heading level through asChild, and lets the caller’s classes win', async () => {
    const screen = await render(
      <CardTitle asChild className="text-2xl">
        <h2>Bookshelf</h2>
      </CardTitle>,
    )
    const title = screen.getByRole('heading', { level: 2, name: 'Bookshelf' })
    await expect.element(title).toHaveClass('text-2xl')
    await expect.element(title).not.toHaveClass('text-lg')
  })
})
