import { createContext, useContext, type ReactNode } from 'react'
import type { StoreApp } from './create-app'

const StoreAppContext = createContext<StoreApp | null>(null)

export function StoreAppProvider({ app, children }: { app: StoreApp; children: ReactNode }) {
  return <StoreAppContext.Provider value={app}>{children}</StoreAppContext.Provider>
}

/** The app's clients, router and app-wide states. */
export function useStoreApp(): StoreApp {
  const app = useContext(StoreAppContext)
  if (!app) throw new Error('useStoreApp() needs a <StoreAppProvider>.')
  return app
}
