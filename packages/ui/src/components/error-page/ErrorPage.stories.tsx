import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorPage } from './ErrorPage'

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  args: { homeHref: '#home' },
  argTypes: {
    variant: { control: 'select', options: ['not-found', '404', 'error'] },
  },
} satisfies Meta<typeof ErrorPage>

export default meta
type Story = StoryObj<typeof meta>

/** An unknown route. */
export const NotFound: Story = {
  args: { variant: 'not-found' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ไม่พบหน้านี้')
    await expect(canvas.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '#home')
  },
}

/** A page whose validation failed names the path. */
export const NotFoundWithPath: Story = {
  args: { variant: 'not-found', path: '/book-detail/abc' },
}

/** A status 404 from the server. */
export const Status404: Story = {
  args: { variant: '404' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404!')
    await expect(canvas.getByText('ขออภัย ไม่มีหน้านี้อยู่')).toBeVisible()
  },
}

/** Any other error, with its message. */
export const OtherError: Story = {
  args: { variant: 'error', error: new globalThis.Error('Network request failed') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('แย่แล้ว')
    await expect(canvas.getByText('Network request failed')).toBeVisible()
  },
}

/** An error that carries no message. */
export const ErrorWithoutMessage: Story = {
  args: { variant: 'error' },
}

/** The app handles going home itself (a router's navigate): the action is a button. */
export const HomeButton: Story = {
  args: { variant: '404', homeHref: undefined, onGoHome: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'กลับหน้าแรก' }))
    await expect(args.onGoHome).toHaveBeenCalledOnce()
  },
}
