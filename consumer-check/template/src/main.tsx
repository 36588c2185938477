import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@ebook/ui/styles.css'
// The kit's page font and background on <html>: opt-in, this app wants the kit's look.
import '@ebook/ui/base.css'
import './app.css'
import { App } from './App'

// `?locale=en&theme=light` picks the language and the theme (Thai and dark by default).
const query = new URLSearchParams(location.search)
const locale = query.get('locale') === 'en' ? 'en' : 'th'
document.documentElement.lang = locale
document.documentElement.className = query.get('theme') === 'light' ? 'light' : 'dark'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <App locale={locale} today={new Date(2025, 2, 15)} />
  </StrictMode>,
)
