import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { createStoreApp } from './app/create-app'
import './styles.css'

// The server sent the page as HTML (src/entry-server.tsx): the app takes it over where it is.
const app = createStoreApp()
app.start()
hydrateRoot(
  document,
  <StrictMode>
    <App app={app} />
  </StrictMode>,
)
