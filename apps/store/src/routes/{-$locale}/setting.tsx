import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '../../settings/SettingsPage'
import { pageHead } from '../../app/page-head'

/** Settings (SPEC §2 /setting): language and theme; nothing to load. */
export const Route = createFileRoute('/{-$locale}/setting')({
  head: ({ match }) => pageHead(match, ({ t }) => ({ title: t('settings_page.title') })),
  component: SettingsPage,
})
