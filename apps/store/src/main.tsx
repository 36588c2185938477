import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createStoreApp } from './app/create-app'
import { syncTheme } from './app/theme'
import './styles.css'

const app = createStoreApp()
app.start()
syncTheme()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App app={app} />
  </StrictMode>,
)
