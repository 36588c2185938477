import '../styles.css'
import { toast } from '@ebook/ui'
import { beforeEach } from 'vitest'

// Every test starts as a new visitor: no storage, no cookies, no toasts, the dark theme. (The
// toasts live outside React: left over, they pile up over the page a later test clicks in.)
beforeEach(() => {
  toast.dismiss()
  localStorage.clear()
  sessionStorage.clear()
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`
  }
  document.documentElement.className = 'dark'
  document.documentElement.lang = 'th'
})
