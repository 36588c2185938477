import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { useUiLocale } from '../i18n/UiProvider'
import { NewTabHint, renderAnchor } from './links'

/** The stories' own wording (the app supplies these texts). */
const samples = {
  th: { library: 'หอสมุดแห่งชาติ', purchase: 'ขั้นตอนการสั่งซื้อ', hidden: '(เปิดในแท็บใหม่)' },
  en: { library: 'National Library', purchase: 'How to order', hidden: '(opens in a new tab)' },
}

const linkClass =
  'inline-flex items-center gap-1 rounded-sm text-sm text-primary underline underline-offset-4'

function Links() {
  const t = samples[useUiLocale()]
  return (
    <ul className="flex flex-col gap-2">
      <li>
        <a href="https://www.nlt.go.th/" target="_blank" rel="noopener" className={linkClass}>
          {t.library}
          <NewTabHint />
        </a>
      </li>
      <li>
        {renderAnchor({ href: '/purchaseprocess', className: linkClass, children: t.purchase })}
      </li>
    </ul>
  )
}

const meta = {
  title: 'Navigation/NewTabHint',
  component: NewTabHint,
  render: () => <Links />,
} satisfies Meta<typeof NewTabHint>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A link that opens a new tab ends with the arrow and hidden words saying so; an in-store link
 * (drawn by `renderAnchor`, or the app's router link) has neither.
 */
export const ExternalAndInStore: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const t = samples[globals.locale === 'en' ? 'en' : 'th']
    const external = canvas.getByRole('link', { name: `${t.library} ${t.hidden}` })
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external.querySelector('[data-slot="new-tab-icon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
    const inStore = canvas.getByRole('link', { name: t.purchase })
    await expect(inStore).not.toHaveAttribute('target')
    await expect(inStore.querySelector('[data-slot="new-tab-icon"]')).toBeNull()
  },
}
