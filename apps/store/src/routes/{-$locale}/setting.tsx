import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '../../settings/SettingsPage'
import { titledHead } from '../../app/page-head'

/** Settings (SPEC §2 /setting): language and theme; nothing to load. */
export const Route = createFileRoute('/{-$locale}/setting')({
  head: titledHead('settings_page.title'),
  component: SettingsPage,
})
