import { useLocation } from '@tanstack/react-router'
import { useCallback } from 'react'
import { translate, type Translate } from '../i18n'
import { localeOfPath, type Locale } from './locale'

/** The language of the page on screen. */
export function useLocale(): Locale {
  return useLocation({ select: (location) => localeOfPath(location.pathname) })
}

/** The store's texts in the page's language: `t('login_page.login_success')`. */
export function useT(): Translate {
  const locale = useLocale()
  return useCallback<Translate>((key, params) => translate(locale, key, params), [locale])
}
