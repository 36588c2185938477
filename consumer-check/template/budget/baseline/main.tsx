// The budget's baseline: React alone, so the kit's cost is what the other page adds to it.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <button type="button">ซื้อเลย Buy now</button>
  </StrictMode>,
)
