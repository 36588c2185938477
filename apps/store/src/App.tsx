import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StoreAppProvider } from './app/context'
import type { StoreApp } from './app/create-app'

/** The whole store: its app-wide states, TanStack Query and the router. */
export function App({ app }: { app: StoreApp }) {
  return (
    <StoreAppProvider app={app}>
      <QueryClientProvider client={app.queryClient}>
        <RouterProvider router={app.router} />
      </QueryClientProvider>
    </StoreAppProvider>
  )
}
