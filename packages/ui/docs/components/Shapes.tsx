/** Spacing, corner radii and shadows from the tokens, drawn at their real sizes. */
import { radius, shadow, spacing } from '../../src/theme/tokens'

const rem = (value: string) => parseFloat(value)

/** Each spacing step as a bar `step × unit` long. */
export function SpacingScale() {
  const unit = rem(spacing.unit)
  return (
    <ul className="flex flex-col gap-2">
      {spacing.steps.map((step) => (
        <li key={step} className="flex items-center gap-3 text-sm">
          <code className="w-12 shrink-0 text-end">{step}</code>
          <span className="w-28 shrink-0 text-muted-foreground">
            {step * unit}rem · {step * unit * 16}px
          </span>
          <span
            aria-hidden="true"
            className="h-3 rounded-sm bg-primary"
            style={{ width: `${step * unit}rem` }}
          />
        </li>
      ))}
    </ul>
  )
}

/** Each radius on a sample box. */
export function Radii() {
  return (
    <ul className="flex flex-wrap gap-4">
      {Object.entries(radius).map(([name, value]) => (
        <li key={name} className="flex flex-col items-center gap-2 text-sm">
          <span
            aria-hidden="true"
            className="size-20 border-2 border-primary bg-surface"
            style={{ borderRadius: value }}
          />
          <code>{name === 'DEFAULT' ? 'rounded' : `rounded-${name}`}</code>
          <span className="text-muted-foreground">{value}</span>
        </li>
      ))}
    </ul>
  )
}

/** Each shadow under a surface card. */
export function Shadows() {
  return (
    <ul className="flex flex-wrap gap-6">
      {Object.entries(shadow).map(([name, value]) => (
        <li
          key={name}
          className="flex size-32 flex-col items-center justify-center gap-1 rounded-lg border border-border bg-surface text-sm text-surface-foreground"
          style={{ boxShadow: value }}
        >
          <code>{name === 'DEFAULT' ? 'shadow' : `shadow-${name}`}</code>
        </li>
      ))}
    </ul>
  )
}
