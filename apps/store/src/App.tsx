import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import type { StoreApp } from './app/create-app'

/**
 * The whole store in the browser: the router (with its app-wide states and TanStack Query around
 * every render: createStoreApp). It takes over the server's HTML of the page (hydration), or
 * renders into an element (tests).
 */
export function App({ app }: { app: StoreApp }) {
  return app.wholeDocument ? (
    <RouterClient router={app.router} />
  ) : (
    <RouterProvider router={app.router} />
  )
}
