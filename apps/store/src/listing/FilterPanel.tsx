import type { CatalogProductsModel, Schema } from '@ebook/api/types'
import {
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  EmptyState,
  Field,
  Input,
  Radio,
  RadioGroup,
  buttonVariants,
} from '@ebook/ui'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { idsOf, priceOf } from './search-params'

// The parts of a listing's filters (a category's, a search's): the panel that holds them and the
// controls in it. Each control reports a change at once; the page puts it in the address.

type FilterOption = Schema<'FilterOption'>

/** A group of options offered only when choosing among them means something. */
export const worthOffering = (options: readonly FilterOption[], chosen: readonly number[] = []) =>
  options.length > 1 || options.some((option) => chosen.includes(option.Id))

/** The price range: two boxes and a button, so typing does not reload the list on every key. */
export function PriceFilter({
  range,
  min,
  max,
  onApply,
}: {
  /** The lowest and highest prices of the books the filters choose among. */
  range: { MinPrice: number; MaxPrice: number }
  /** The range applied now (the address's). */
  min?: number
  max?: number
  /** Called with a valid range; an empty box is undefined. */
  onApply: (min: number | undefined, max: number | undefined) => void
}) {
  const t = useT()
  const [error, setError] = useState<string | null>(null)
  const legendId = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const from = priceOf(form.get('min'))
    const to = priceOf(form.get('max'))
    if (from !== undefined && to !== undefined && from > to) {
      setError(t('listing.price_invalid'))
      return
    }
    setError(null)
    onApply(from, to)
  }
  return (
    <form
      // A new address (another filter, the clear link) puts its own values in the boxes.
      key={`${min ?? ''}-${max ?? ''}`}
      aria-labelledby={legendId}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2"
    >
      <h3 id={legendId} className="text-sm font-semibold">
        {t('listing.price')}
      </h3>
      <p className="text-xs text-muted-foreground">
        {t('listing.price_range_hint', { min: range.MinPrice, max: range.MaxPrice })}
      </p>
      <div className="grid grid-cols-2 gap-2">
        {(
          [
            ['min', t('listing.price_min'), min, range.MinPrice],
            ['max', t('listing.price_max'), max, range.MaxPrice],
          ] as const
        ).map(([name, label, value, placeholder]) => (
          <Field key={name} label={label} invalid={error !== null}>
            <Input
              name={name}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder={String(placeholder)}
              defaultValue={value ?? ''}
            />
          </Field>
        ))}
      </div>
      <p role="alert" className="text-sm font-medium text-error empty:hidden">
        {error}
      </p>
      <Button type="submit" variant="outline" size="sm">
        {t('listing.price_apply')}
      </Button>
    </form>
  )
}

/** Checkboxes of one kind of filter, any number ticked (imprints, a specification's options). */
export function OptionGroup({
  title,
  options,
  chosen,
  onToggle,
}: {
  title: string
  options: readonly FilterOption[]
  chosen: readonly number[]
  onToggle: (id: number, on: boolean) => void
}) {
  const t = useT()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.Id}
          size="sm"
          label={t('listing.option_count', { name: option.Name, count: option.ProductCount })}
          checked={chosen.includes(option.Id)}
          onChange={(event) => onToggle(option.Id, event.target.checked)}
        />
      ))}
    </fieldset>
  )
}

/** The ids chosen once `id` is ticked or unticked among `current`. */
export const toggled = (current: readonly number[] = [], id: number, on: boolean) =>
  idsOf(on ? [...current, id] : current.filter((other) => other !== id))

/** The specifications' groups (language, file format) worth offering, each a group of checkboxes. */
export function SpecificationFilters({
  groups,
  chosen = [],
  onChange,
}: {
  groups: CatalogProductsModel['SpecificationFilter']
  /** The options ticked now (the address's). */
  chosen?: readonly number[]
  /** Called with the options ticked after a change. */
  onChange: (chosen: number[] | undefined) => void
}) {
  return groups
    .filter((group) => worthOffering(group.Options, chosen))
    .map((group) => (
      <OptionGroup
        key={group.Id}
        title={group.Name}
        options={group.Options}
        chosen={chosen}
        onToggle={(id, on) => onChange(toggled(chosen, id, on))}
      />
    ))
}

/** The options of a select from a list the server gives (`SelectListItem`). */
export function SelectListOptions({ items }: { items: readonly Schema<'SelectListItem'>[] }) {
  return items.map((item) => (
    <option key={item.Value} value={item.Value} disabled={item.Disabled}>
      {item.Text}
    </option>
  ))
}

/** Radios of a kind of filter that takes one option at most, "all" first (a search's imprint). */
export function SingleOptionGroup({
  title,
  allLabel,
  options,
  chosen,
  onChoose,
}: {
  title: string
  /** The label of the radio that applies no option. */
  allLabel: string
  options: readonly FilterOption[]
  chosen: number | undefined
  onChoose: (id: number | undefined) => void
}) {
  const t = useT()
  const titleId = useId()
  return (
    <div className="flex flex-col gap-2">
      <h3 id={titleId} className="text-sm font-semibold">
        {title}
      </h3>
      <RadioGroup
        aria-labelledby={titleId}
        size="sm"
        className="gap-2"
        value={String(chosen ?? 0)}
        onValueChange={(value) => onChoose(Number(value) || undefined)}
      >
        <Radio value="0" label={allLabel} />
        {options.map((option) => (
          <Radio
            key={option.Id}
            value={String(option.Id)}
            label={t('listing.option_count', { name: option.Name, count: option.ProductCount })}
          />
        ))}
      </RadioGroup>
    </div>
  )
}

type FilterPanelProps = {
  /** How many filters the address applies; the heading says so and "clear" shows past 0. */
  count: number
  /** The address without any filter. */
  clearHref: string
  /** The filters' controls. */
  children: ReactNode
}

/** The link that drops every filter. */
function ClearFilters({ href, count }: { href: string; count: number }) {
  const t = useT()
  if (count === 0) return null
  return (
    <StoreLink
      href={href}
      className="self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {t('listing.clear_filters')}
    </StoreLink>
  )
}

/**
 * A listing's filters: a panel beside the books on a wide screen; on a phone, a button that opens
 * them in a sheet from the bottom of the screen, where each change applies at once behind it.
 */
export function FilterPanel({ count, clearHref, children }: FilterPanelProps) {
  const t = useT()
  const headingId = useId()
  const [open, setOpen] = useState(false)
  const heading = count > 0 ? t('listing.filters_count', { count }) : t('listing.filters')
  return (
    <>
      <section
        aria-labelledby={headingId}
        className="hidden flex-col gap-6 rounded-lg border border-border bg-surface p-4 text-surface-foreground lg:flex"
      >
        <h2 id={headingId} className="text-base font-semibold">
          {heading}
        </h2>
        {children}
        <ClearFilters href={clearHref} count={count} />
      </section>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" block className="justify-center lg:hidden">
            {heading}
          </Button>
        </DialogTrigger>
        <DialogContent
          // A sheet along the bottom of the phone's screen.
          className="mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none gap-6 rounded-b-none"
        >
          <DialogHeader>
            <DialogTitle>{heading}</DialogTitle>
          </DialogHeader>
          {children}
          {/* Kept at the sheet's bottom edge while its filters scroll. */}
          <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-wrap items-center justify-between gap-3 border-t border-border bg-surface px-6 py-4">
            <ClearFilters href={clearHref} count={count} />
            <DialogClose className={buttonVariants({ className: 'ms-auto min-w-32' })}>
              {t('listing.show_books')}
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </>
  )
}

/** What a listing shows when its filters leave no book: a way to drop them. */
export function FilteredEmpty({ clearHref }: { clearHref: string }) {
  const t = useT()
  return (
    <EmptyState
      title={t('listing.filtered_empty_title')}
      message={t('listing.filtered_empty_message')}
      action={
        <StoreLink href={clearHref} className={buttonVariants()}>
          {t('listing.clear_filters')}
        </StoreLink>
      }
    />
  )
}
