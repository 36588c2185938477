import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '../../settings/SettingsPage'

/** Settings (SPEC §2 /setting): language and theme; nothing to load. */
export const Route = createFileRoute('/{-$locale}/setting')({
  component: SettingsPage,
})
