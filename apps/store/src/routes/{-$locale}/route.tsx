import { createFileRoute, notFound } from '@tanstack/react-router'
import type { Locale } from '../../app/locale'

/**
 * Every page in two languages: Thai without a prefix, English under `/en` (SPEC §2). The pages'
 * loaders and heads find the language in their context (`context.locale`), for the query keys
 * of answers that depend on it.
 */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }): { locale: Locale } => {
    if (params.locale !== undefined && params.locale !== 'en') throw notFound()
    return { locale: params.locale ?? 'th' }
  },
})
