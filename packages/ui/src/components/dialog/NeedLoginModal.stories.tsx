import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { NeedLoginModal } from './NeedLoginModal'

const meta = {
  title: 'Overlays/NeedLoginModal',
  component: NeedLoginModal,
  args: { open: true, returnTo: '/basket', onConfirm: fn() },
  // The modal opens at once: on the docs page each story gets a frame of its own, so the open
  // modals stay inside their examples instead of covering the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof NeedLoginModal>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async () => {
    const modal = await screen.findByRole('alertdialog')
    await expect(modal.getBoundingClientRect().width).toBeLessThanOrEqual(300)
    // A click on the backdrop, in the page's top corner, outside the modal's box.
    const corner = { clientX: 2, clientY: 2 }
    await userEvent.pointer({ keys: '[MouseLeft]', target: modal, coords: corner })
    await expect(screen.getByRole('alertdialog')).toBeVisible()
  },
}

export const ConfirmGoesToLogin: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const modal = await screen.findByRole('alertdialog')
    await userEvent.click(modal.querySelector('button')!)
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('/basket'))
  },
}
