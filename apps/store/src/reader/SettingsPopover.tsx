import {
  IconButton,
  MinusIcon,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Radio,
  RadioGroup,
} from '@ebook/ui'
import { useId } from 'react'
import { useT } from '../app/i18n'
import type { TextKey } from '../i18n'
import { setTheme, type Theme } from '../app/theme'
import { PlusIcon, TextSettingsIcon } from './icons'
import {
  FONT_SIZES,
  LINE_HEIGHTS,
  stepFontSize,
  type ReaderSettings,
  type ReaderTheme,
} from './settings'

/**
 * The reader's settings: text size, line spacing, page colour (the store's light or dark theme,
 * which the whole store follows, or sepia) and layout (pages or scrolling).
 */
export function SettingsPopover({
  settings,
  theme,
  onChange,
  defaultOpen = false,
}: {
  settings: ReaderSettings
  theme: ReaderTheme
  onChange: (settings: ReaderSettings) => void
  /** Opens at once (the first press loaded it), false by default. */
  defaultOpen?: boolean
}) {
  const t = useT()
  const ids = { size: useId(), spacing: useId(), colours: useId(), layout: useId() }
  const set = (patch: Partial<ReaderSettings>) => onChange({ ...settings, ...patch })
  const heading = 'mb-2 text-sm font-semibold'
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <IconButton aria-label={t('reader.settings')}>
          <TextSettingsIcon />
        </IconButton>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="flex w-72 flex-col gap-4 p-4"
        aria-label={t('reader.settings')}
      >
        <section aria-labelledby={ids.size}>
          <h2 id={ids.size} className={heading}>
            {t('reader.font_size')}
          </h2>
          <div className="flex items-center justify-between gap-2">
            <IconButton
              variant="outline"
              aria-label={t('reader.smaller')}
              disabled={settings.fontSize <= FONT_SIZES[0]}
              onClick={() => set({ fontSize: stepFontSize(settings.fontSize, -1) })}
            >
              <MinusIcon />
            </IconButton>
            <output className="tabular-nums" aria-live="polite">
              {t('reader.percent', { percent: settings.fontSize })}
            </output>
            <IconButton
              variant="outline"
              aria-label={t('reader.larger')}
              disabled={settings.fontSize >= FONT_SIZES.at(-1)!}
              onClick={() => set({ fontSize: stepFontSize(settings.fontSize, 1) })}
            >
              <PlusIcon />
            </IconButton>
          </div>
        </section>
        <section aria-labelledby={ids.spacing}>
          <h2 id={ids.spacing} className={heading}>
            {t('reader.line_height')}
          </h2>
          <RadioGroup
            aria-labelledby={ids.spacing}
            orientation="horizontal"
            className="flex-wrap"
            value={String(settings.lineHeight)}
            onValueChange={(value) => set({ lineHeight: Number(value) })}
          >
            {LINE_HEIGHTS.map((height) => (
              <Radio
                key={height}
                value={String(height)}
                label={t(`reader.line_height_${String(height).replace('.', '_')}` as TextKey)}
              />
            ))}
          </RadioGroup>
        </section>
        <section aria-labelledby={ids.colours}>
          <h2 id={ids.colours} className={heading}>
            {t('reader.colours')}
          </h2>
          <RadioGroup
            aria-labelledby={ids.colours}
            orientation="horizontal"
            className="flex-wrap"
            value={theme}
            onValueChange={(value) => {
              if (value === 'sepia') return set({ colours: 'sepia' })
              setTheme(value as Theme)
              set({ colours: 'store' })
            }}
          >
            <Radio value="light" label={t('reader.colours_light')} />
            <Radio value="dark" label={t('reader.colours_dark')} />
            <Radio value="sepia" label={t('reader.colours_sepia')} />
          </RadioGroup>
        </section>
        <section aria-labelledby={ids.layout}>
          <h2 id={ids.layout} className={heading}>
            {t('reader.layout')}
          </h2>
          <RadioGroup
            aria-labelledby={ids.layout}
            orientation="horizontal"
            className="flex-wrap"
            value={settings.flow}
            onValueChange={(value) =>
              set({ flow: value === 'scrolled' ? 'scrolled' : 'paginated' })
            }
          >
            <Radio value="paginated" label={t('reader.layout_paginated')} />
            <Radio value="scrolled" label={t('reader.layout_scrolled')} />
          </RadioGroup>
        </section>
      </PopoverContent>
    </Popover>
  )
}
