import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { Rating } from './Rating'
import { RatingInput } from './RatingInput'

describe('Rating', () => {
  it('is one image labelled with the rating in Thai', async () => {
    const screen = await render(<Rating value={4.5} />)
    await expect.element(screen.getByRole('img', { name: 'คะแนน 4.5 จาก 5' })).toBeVisible()
  })

  it('is labelled in English, with the review count for screen readers', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <Rating value={4} reviewCount={1280} />
      </UiProvider>,
    )
    await expect.element(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
    await expect.element(screen.getByText('(1,280)')).toHaveAttribute('aria-hidden', 'true')
    await expect.element(screen.getByText('1,280 reviews')).toBeInTheDocument()
  })

  it('says “1 review” for a single review', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <Rating value={5} reviewCount={1} />
      </UiProvider>,
    )
    await expect.element(screen.getByText('1 review', { exact: true })).toBeInTheDocument()
  })

  it('fills stars to the nearest half and keeps values within 0-5', async () => {
    const screen = await render(<Rating value={3.3} />)
    const stars = screen.getByRole('img').element() as HTMLElement
    // 16 px stars 1 px apart: three lit stars and a half is 3 × 17 + 8 px of the row.
    expect(stars.getBoundingClientRect().width).toBe(84)
    expect(getComputedStyle(stars).backgroundImage).toContain('59px')
    expect(getComputedStyle(stars).maskImage).toContain('svg')

    const high = await render(<Rating value={7} />)
    await expect.element(high.getByRole('img', { name: 'คะแนน 5 จาก 5' })).toBeVisible()
  })
})

describe('RatingInput', () => {
  it('is a group of five named radios', async () => {
    const screen = await render(<RatingInput />)
    await expect.element(screen.getByRole('group', { name: 'ให้คะแนน' })).toBeVisible()
    expect(screen.getByRole('radio').elements()).toHaveLength(5)
    await expect.element(screen.getByRole('radio', { name: '1 ดาว' })).not.toBeChecked()
  })

  it('is operable by keyboard: Tab into the group, arrows change the choice', async () => {
    const onValueChange = vi.fn()
    const screen = await render(
      <UiProvider locale="en">
        <button type="button">before</button>
        <RatingInput defaultValue={3} onValueChange={onValueChange} />
      </UiProvider>,
    )
    await screen.getByRole('button', { name: 'before' }).click()
    await userEvent.keyboard('{Tab}')
    await expect.element(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(screen.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    await expect.element(screen.getByRole('radio', { name: '1 star' })).toBeChecked()
    expect(onValueChange).toHaveBeenLastCalledWith(1)
  })

  it('follows the value it is given when controlled', async () => {
    const onValueChange = vi.fn()
    const screen = await render(<RatingInput value={2} onValueChange={onValueChange} />)
    const stars = screen.container.querySelectorAll('[data-slot=rating-input-star]')
    await page.elementLocator(stars[4] as HTMLElement).click()
    expect(onValueChange).toHaveBeenCalledWith(5)
    await expect.element(screen.getByRole('radio', { name: '2 ดาว' })).toBeChecked()
  })

  it('takes no choice when disabled', async () => {
    const screen = await render(<RatingInput disabled />)
    await expect.element(screen.getByRole('radio', { name: '4 ดาว' })).toBeDisabled()
  })
})
