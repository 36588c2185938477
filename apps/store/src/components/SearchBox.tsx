import type { Schema } from '@ebook/api/types'
import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useId, useState } from 'react'
import { useLocale, useT } from '../app/i18n'
import { localizedHref } from '../app/locale'

/** One suggestion of the search box (a book). */
export type Suggestion = Schema<'AutocompleteItem'>

/** What the suggestions part holds: whether its list shows, and its suggestions. */
export type SuggestionsState = { shown: boolean; suggestions: readonly Suggestion[] }

const SearchSuggestions = lazy(() => import('./SearchSuggestions'))

const NO_SUGGESTIONS: SuggestionsState = { shown: false, suggestions: [] }

/**
 * The header's search box: a combobox that suggests books while the user types; Enter searches,
 * or opens the chosen book. The suggestions (their list, their calls) are a lazy part, loaded on
 * the box's first focus or keystroke (SearchSuggestions).
 */
export function SearchBox() {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const listId = useId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [wanted, setWanted] = useState(false)
  const [{ shown, suggestions }, setList] = useState(NO_SUGGESTIONS)
  const showList = wanted && shown

  const go = useCallback(
    (href: string) => {
      setOpen(false)
      setActive(-1)
      void router.navigate({ href: localizedHref(href, locale) })
    },
    [router, locale],
  )

  return (
    <form
      role="search"
      className="relative flex w-full"
      onSubmit={(event) => {
        event.preventDefault()
        // A highlighted suggestion counts only while the list shows it (Escape closes the list
        // and leaves the typed words to search for).
        const chosen = showList ? suggestions[active] : undefined
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
        aria-controls={wanted ? listId : undefined}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setWanted(true)
          setActive(-1)
        }}
        onFocus={() => {
          setOpen(true)
          setWanted(true)
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && showList) {
            event.preventDefault()
            setOpen(false)
            setActive(-1)
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
      {wanted && (
        <Suspense fallback={null}>
          <SearchSuggestions
            id={listId}
            text={text.trim()}
            open={open}
            active={active}
            onChoose={go}
            onChange={setList}
          />
        </Suspense>
      )}
    </form>
  )
}
