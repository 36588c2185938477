import { searchQueries } from '@ebook/api/queries'
import { cn } from '@ebook/ui'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocale, useT } from '../app/i18n'
import type { Suggestion, SuggestionsState } from './SearchBox'

/** How long typing pauses before suggestions are asked for. */
const DEBOUNCE_MS = 250

const NONE: readonly Suggestion[] = []

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

type SearchSuggestionsProps = {
  /** The listbox's id, which the search box's combobox controls. */
  id: string
  /** What the visitor typed, trimmed. */
  text: string
  /** Whether the search box wants its list shown (focused, typing). */
  open: boolean
  /** The highlighted suggestion, -1 for none. */
  active: number
  /** Opens a suggestion's book. */
  onChoose: (href: string) => void
  /** Tells the search box what the list holds, for its keys and its ARIA state. */
  onChange: (state: SuggestionsState) => void
}

/**
 * The header search box's suggestions (`GET /v2/catalog/search-autocomplete/{term}`), a lazy
 * part that the box loads on its first focus or keystroke: the first view has no use for it.
 */
export default function SearchSuggestions({
  id,
  text,
  open,
  active,
  onChoose,
  onChange,
}: SearchSuggestionsProps) {
  const t = useT()
  const locale = useLocale()
  const term = useDebounced(text, DEBOUNCE_MS)
  const { data } = useQuery({
    ...searchQueries.autocomplete(locale, term),
    placeholderData: keepPreviousData,
  })
  const suggestions = (term && data) || NONE
  const shown = open && term.length > 0 && data !== undefined
  useEffect(() => onChange({ shown, suggestions }), [onChange, shown, suggestions])

  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('search.suggestions')}
      hidden={!shown}
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-md border border-border bg-surface p-1 text-surface-foreground shadow-lg"
    >
      {suggestions.length === 0 ? (
        <li
          role="option"
          aria-disabled="true"
          aria-selected="false"
          className="px-3 py-2 text-sm text-muted-foreground"
        >
          {t('search.no_suggestions')}
        </li>
      ) : (
        suggestions.map((suggestion, index) => (
          <li
            key={suggestion.productid}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              onChoose(suggestion.producturl)
            }}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-sm px-2 py-1.5 text-sm',
              'hover:bg-muted aria-selected:bg-muted',
            )}
          >
            {suggestion.productpictureurl && (
              <img
                src={suggestion.productpictureurl}
                alt=""
                width={28}
                height={40}
                className="h-10 w-7 rounded-xs object-cover"
              />
            )}
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium">{suggestion.label}</span>
              {suggestion.authors && (
                <span className="truncate text-xs text-muted-foreground">{suggestion.authors}</span>
              )}
            </span>
          </li>
        ))
      )}
    </ul>
  )
}
