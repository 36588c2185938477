import { searchQueries } from '@ebook/api/queries'
import { cn } from '@ebook/ui'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { useLocale, useT } from '../app/i18n'
import { localizedHref } from '../app/locale'
import { toHref } from '../app/navigation'

/** How long typing pauses before suggestions are asked for. */
const DEBOUNCE_MS = 250

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/**
 * The header's search box: a combobox that suggests books while the user types
 * (`GET /v2/catalog/search-autocomplete/{term}`); Enter searches, or opens the chosen book.
 */
export function SearchBox() {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const listId = useId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const term = useDebounced(text.trim(), DEBOUNCE_MS)
  const { data } = useQuery({
    ...searchQueries.autocomplete(term),
    placeholderData: keepPreviousData,
  })
  const suggestions = term ? (data ?? []) : []
  const showList = open && term.length > 0 && data !== undefined

  const go = (href: string) => {
    setOpen(false)
    setActive(-1)
    void router.navigate(toHref(localizedHref(href, locale)))
  }

  return (
    <form
      role="search"
      className="relative flex w-full"
      onSubmit={(event) => {
        event.preventDefault()
        const chosen = suggestions[active]
        if (chosen) return go(chosen.producturl)
        if (text.trim()) go(`/search?q=${encodeURIComponent(text.trim())}`)
      }}
    >
      <input
        type="search"
        role="combobox"
        aria-label={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && showList) {
            event.preventDefault()
            setOpen(false)
          } else if (event.key === 'ArrowDown' && suggestions.length) {
            event.preventDefault()
            setOpen(true)
            setActive((index) => (index + 1) % suggestions.length)
          } else if (event.key === 'ArrowUp' && suggestions.length) {
            event.preventDefault()
            setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1))
          }
        }}
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!showList}
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
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault()
                go(suggestion.producturl)
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
                  <span className="truncate text-xs text-muted-foreground">
                    {suggestion.authors}
                  </span>
                )}
              </span>
            </li>
          ))
        )}
      </ul>
    </form>
  )
}
