import { useLocation } from '@tanstack/react-router'
import { useCallback } from 'react'
import { textsVersion, translate, type Translate } from '../i18n'
import { localeOfPath, type Locale } from './locale'
import { useValue } from './store'

/** The language of the page on screen. */
export function useLocale(): Locale {
  return useLocation({ select: (location) => localeOfPath(location.pathname) })
}

/**
 * The store's texts in the page's language: `t('login_page.login_success')`. A new `t` (and so a
 * new render) when the language changes or a lazy part of the texts arrives.
 */
export function useT(): Translate {
  const locale = useLocale()
  const version = useValue(textsVersion)
  return useCallback<Translate>(
    (key, params) => translate(locale, key, params),
    // `version` stands for the texts' content, which `translate` reads.
    [locale, version],
  )
}
