import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { BasketButton } from './BasketButton'
import { SiteHeader } from './SiteHeader'
import {
  StoryCategoryLinks,
  StoryLogo,
  StorySearch,
  storyAccount,
  storyLanguageSwitch,
  storyThemeSwitch,
} from './story-parts'

const meta = {
  title: 'Store/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <StoryLogo />,
    search: <StorySearch />,
    categoryMenu: <StoryCategoryLinks />,
    basket: <BasketButton count={3} href="/basket" />,
    account: storyAccount,
    languageSwitch: storyLanguageSwitch,
    themeSwitch: storyThemeSwitch,
  },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('banner')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'ตะกร้า (3 เล่ม)' })).toBeVisible()
  },
}

/** The header in a phone-wide frame: links and switches fold into the menu button. */
export const PhoneMenuOpen: Story = {
  decorators: [
    (Story) => (
      <div className="w-[375px] border-r border-border">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const menu = canvas.getByRole('button', { name: 'เมนู' })
    await expect(canvas.queryByRole('navigation', { name: 'เมนูหลัก' })).toBeNull()
    await userEvent.click(menu)
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible()
  },
}

export const PhoneMenuClosed: Story = {
  decorators: PhoneMenuOpen.decorators,
}
