import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { playwright } from '@vitest/browser-playwright'
import { reporters } from '../../vitest.shared.ts'

/** Chromium flags for this machine: no sandbox as root, no background network (none exists). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
]

export const chromium = playwright({
  launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
})

export default defineConfig({
  plugins: [react(), tailwindcss()],
  test: {
    reporters: reporters('ui'),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1024, height: 768 },
          },
        },
      },
    ],
  },
})
