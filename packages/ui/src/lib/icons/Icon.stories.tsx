import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { expect, within } from 'storybook/test'
import { useUiLocale } from '../../i18n/UiProvider'
import { IconButton } from '../../components/button'
import { BasketIcon } from './BasketIcon'
import { BookIcon } from './BookIcon'
import { BookQuestionIcon } from './BookQuestionIcon'
import { CalendarIcon } from './CalendarIcon'
import { CheckIcon } from './CheckIcon'
import { ChevronDownIcon } from './ChevronDownIcon'
import { ChevronLeftIcon } from './ChevronLeftIcon'
import { ChevronRightIcon } from './ChevronRightIcon'
import { CircleCheckIcon } from './CircleCheckIcon'
import { CircleXIcon } from './CircleXIcon'
import { CloseIcon } from './CloseIcon'
import { ExternalLinkIcon } from './ExternalLinkIcon'
import { Icon, type IconProps } from './Icon'
import { InfoIcon } from './InfoIcon'
import { MenuIcon } from './MenuIcon'
import { MinusIcon } from './MinusIcon'
import { OpenBookIcon } from './OpenBookIcon'
import { SpinnerIcon } from './SpinnerIcon'
import { StarIcon } from './StarIcon'
import { WarningIcon } from './WarningIcon'

type GalleryIcon = {
  name: string
  Icon: ComponentType<IconProps>
  /** The kit's components that draw it. */
  usedBy: string[]
}

/** Every icon the kit exports, with the kit's components that draw it. */
const galleryIcons: GalleryIcon[] = [
  { name: 'BasketIcon', Icon: BasketIcon, usedBy: ['BasketButton'] },
  { name: 'BookIcon', Icon: BookIcon, usedBy: ['BookCard'] },
  { name: 'BookQuestionIcon', Icon: BookQuestionIcon, usedBy: ['ErrorPage'] },
  { name: 'CalendarIcon', Icon: CalendarIcon, usedBy: ['DatePickerInput'] },
  { name: 'CheckIcon', Icon: CheckIcon, usedBy: ['Checkbox'] },
  { name: 'ChevronDownIcon', Icon: ChevronDownIcon, usedBy: ['Select'] },
  {
    name: 'ChevronLeftIcon',
    Icon: ChevronLeftIcon,
    usedBy: ['Pagination', 'DatePicker', 'BookCarousel'],
  },
  {
    name: 'ChevronRightIcon',
    Icon: ChevronRightIcon,
    usedBy: ['Pagination', 'DatePicker', 'BookCarousel', 'CategoryMenu'],
  },
  { name: 'CircleCheckIcon', Icon: CircleCheckIcon, usedBy: ['Toaster'] },
  { name: 'CircleXIcon', Icon: CircleXIcon, usedBy: ['Toaster'] },
  { name: 'CloseIcon', Icon: CloseIcon, usedBy: ['DialogContent', 'SiteHeader'] },
  { name: 'ExternalLinkIcon', Icon: ExternalLinkIcon, usedBy: ['NewTabHint'] },
  { name: 'InfoIcon', Icon: InfoIcon, usedBy: ['Toaster'] },
  { name: 'MenuIcon', Icon: MenuIcon, usedBy: ['SiteHeader'] },
  { name: 'MinusIcon', Icon: MinusIcon, usedBy: ['Checkbox'] },
  { name: 'OpenBookIcon', Icon: OpenBookIcon, usedBy: ['EmptyState'] },
  { name: 'SpinnerIcon', Icon: SpinnerIcon, usedBy: ['Spinner'] },
  { name: 'StarIcon', Icon: StarIcon, usedBy: ['Rating', 'RatingInput'] },
  {
    name: 'WarningIcon',
    Icon: WarningIcon,
    usedBy: ['NeedLoginModal', 'Toaster', 'ErrorPage'],
  },
]

function IconGallery() {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
      {galleryIcons.map(({ name, Icon: Glyph, usedBy }) => (
        <li
          key={name}
          data-icon={name}
          className="flex flex-col items-center gap-2 rounded-md border border-border p-3 text-center"
        >
          <Glyph className="size-6" />
          <code className="text-sm font-medium">{name}</code>
          <span className="text-xs text-muted-foreground">{usedBy.join(', ')}</span>
        </li>
      ))}
    </ul>
  )
}

/** The stories' own wording (the app supplies these texts). */
const samples = {
  th: { close: 'ปิด', basket: 'ตะกร้า' },
  en: { close: 'Close', basket: 'Basket' },
}

function IconsInButtons() {
  const t = samples[useUiLocale()]
  return (
    <div className="flex items-center gap-2">
      <IconButton aria-label={t.close} variant="outline">
        <CloseIcon />
      </IconButton>
      <IconButton aria-label={t.basket} variant="ghost">
        <BasketIcon />
      </IconButton>
    </div>
  )
}

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

/** Every icon of the kit, with its name and the components that draw it. */
export const Gallery: Story = {
  render: () => <IconGallery />,
  play: async ({ canvasElement }) => {
    const items = canvasElement.querySelectorAll('[data-icon]')
    await expect(items).toHaveLength(galleryIcons.length)
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true')
    }
  },
}

/** Size and colour come from classes: the icon draws in the text colour. */
export const SizesAndColours: Story = {
  render: () => (
    <div className="flex items-end gap-4">
      <StarIcon className="size-4 text-warning" />
      <StarIcon className="size-5 text-primary" />
      <StarIcon className="size-6 text-discount" />
      <StarIcon className="size-8 text-foreground" />
    </div>
  ),
}

/** A new icon draws its paths inside the frame and keeps its stroke and size rules. */
export const CustomIcon: Story = {
  render: () => (
    <Icon className="size-8 text-info">
      <path d="M12 3v18M3 12h18" />
    </Icon>
  ),
}

/** An icon-only button is named by its `aria-label`; the icon stays hidden. */
export const InButtons: Story = {
  render: () => <IconsInButtons />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const t = samples[globals.locale === 'en' ? 'en' : 'th']
    await expect(canvas.getByRole('button', { name: t.close })).toBeVisible()
    await expect(canvas.getByRole('button', { name: t.basket })).toBeVisible()
  },
}
