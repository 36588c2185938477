/** A button that opens the need-login modal, as the app does on an HTTP 401, for the guide. */
import { useState } from 'react'
import { Button } from '../../src/components/button'
import { NeedLoginModal } from '../../src/components/dialog'
import { useUiLocale } from '../../src/i18n/UiProvider'

const samples = {
  th: { open: 'ใส่ตะกร้า (ยังไม่ได้เข้าสู่ระบบ)', went: 'ไปหน้าเข้าสู่ระบบพร้อม' },
  en: { open: 'Add to basket (not logged in)', went: 'Went to the login page with' },
}

export function NeedLoginDemo() {
  const t = samples[useUiLocale()]
  const [open, setOpen] = useState(false)
  const [wentTo, setWentTo] = useState<string | null>(null)
  return (
    <div className="flex flex-col items-start gap-2">
      <Button onClick={() => setOpen(true)}>{t.open}</Button>
      {wentTo && (
        <p role="status" className="text-sm text-muted-foreground">
          {t.went} <code>?redirect={wentTo}</code>
        </p>
      )}
      <NeedLoginModal
        open={open}
        returnTo="/book/42"
        onConfirm={(returnTo) => {
          setOpen(false)
          setWentTo(returnTo)
        }}
        onDismiss={() => setOpen(false)}
      />
    </div>
  )
}
