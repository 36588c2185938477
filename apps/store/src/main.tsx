import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createStoreApp } from './app/create-app'
import { handOverFromShell } from './app/shell'
import { syncTheme } from './app/theme'
import './styles.css'

const app = createStoreApp()
app.start()
syncTheme()
handOverFromShell(app.router)

// The HTML's shell is painted before the app's first render takes the main thread (a long task
// on a slow phone): its picture is on screen while the app builds the page out of sight.
requestAnimationFrame(() =>
  setTimeout(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    ),
  ),
)
