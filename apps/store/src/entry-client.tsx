import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { createStoreApp } from './app/create-app'
import { loadTextsOfPage } from './i18n'
import './styles.css'

// The server sent the page as HTML (src/server/renderer.tsx): the app takes it over where it is,
// once it has the texts the server rendered it with (the page areas' and English texts are lazy
// parts; the HTML names them for preloading: build/client-manifest.ts).
const app = createStoreApp()
app.start()
// The browser paints the server's page first. Hydration runs as a transition, which React
// renders in slices that yield to the browser between them: on a slow phone one long task
// would hold every tap and scroll until the whole page is hydrated.
const painted = new Promise((done) => requestAnimationFrame(() => setTimeout(done)))
void Promise.all([painted, loadTextsOfPage(window.location.pathname)]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    )
  }),
)
