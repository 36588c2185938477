// The budget's kit page: the baseline plus the kit's stylesheets (components and the opt-in page
// base), Button and a Dialog (mounted closed), with Thai and Latin text on the first paint.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import '@ebook/ui/styles.css'
import '@ebook/ui/base.css'
import { Button, Dialog, DialogContent, DialogTitle } from '@ebook/ui'

function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>ซื้อเลย Buy now</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>ตะกร้า Basket</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
)
