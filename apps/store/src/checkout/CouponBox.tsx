import { isApiError } from '@ebook/api'
import { cartMutations } from '@ebook/api/queries'
import type { Schema } from '@ebook/api/types'
import { Badge, Button, Field, Input } from '@ebook/ui'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useT } from '../app/i18n'
import { useSingleFlight } from './single-flight'

type DiscountBox = Schema<'DiscountBoxModel'>
type Outcome = { ok: boolean; messages: readonly string[] }

const messagesOf = (error: unknown, fallback: string) =>
  isApiError(error) ? error.messages : [fallback]

/**
 * The basket's coupon box: apply a code, remove an applied one, and the server's own words for
 * what happened ("The coupon code has expired.", "The coupon code was applied."). A refused code
 * stays in the field, to correct it.
 */
export function CouponBox({ box }: { box: DiscountBox }) {
  const t = useT()
  const [code, setCode] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const apply = useMutation({ ...cartMutations.applyCoupon(), meta: { errorToast: false } })
  const remove = useMutation({ ...cartMutations.removeCoupon(), meta: { errorToast: false } })
  const { busy, run } = useSingleFlight()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim() === '') {
      setOutcome({ ok: false, messages: [t('basket_page.coupon_required')] })
      return
    }
    void run(async () => {
      try {
        const cart = await apply.mutateAsync(code.trim())
        setCode('')
        setOutcome({ ok: true, messages: cart.DiscountBox.Messages })
      } catch (error) {
        setOutcome({ ok: false, messages: messagesOf(error, t('buying.load_failed')) })
      }
    })
  }

  const removeCoupon = (discountId: number) =>
    void run(async () => {
      try {
        const cart = await remove.mutateAsync(discountId)
        setOutcome({ ok: true, messages: cart.DiscountBox.Messages })
      } catch (error) {
        setOutcome({ ok: false, messages: messagesOf(error, t('buying.load_failed')) })
      }
    })

  const applied = box.AppliedDiscountsWithCodes
  return (
    <section aria-labelledby="coupon-box-title" className="grid gap-3">
      <h2 id="coupon-box-title" className="font-semibold">
        {t('basket_page.coupon_title')}
      </h2>
      <form noValidate onSubmit={submit} className="flex items-start gap-2">
        <Field
          label={t('basket_page.coupon_label')}
          className="flex-1 [&>label]:sr-only"
          invalid={outcome?.ok === false}
        >
          <Input
            name="discountcouponcode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('basket_page.coupon_label')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline" busy={busy}>
          {t('basket_page.coupon_apply')}
        </Button>
      </form>
      <div
        role={outcome?.ok === false ? 'alert' : 'status'}
        className={outcome?.ok === false ? 'text-sm text-error' : 'text-sm text-success'}
      >
        {outcome?.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      {applied.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm text-muted-foreground">{t('basket_page.coupon_applied')}</h3>
          <ul className="flex flex-wrap gap-2">
            {applied.map((coupon) => (
              <li key={coupon.Id} className="flex items-center gap-1">
                <Badge variant="success" className="font-mono">
                  {coupon.CouponCode}
                </Badge>
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto px-1"
                  busy={busy}
                  onClick={() => removeCoupon(coupon.Id)}
                >
                  {t('basket_page.coupon_remove')}
                  <span className="sr-only"> {coupon.CouponCode}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
