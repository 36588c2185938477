import '../styles.css'
import { beforeEach } from 'vitest'

// Every test starts as a new visitor: no storage, no cookies, the dark theme.
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`
  }
  document.documentElement.className = 'dark'
  document.documentElement.lang = 'th'
})
