import { isApiError } from '@ebook/api'
import type { Schema } from '@ebook/api/types'
import { Button, Field, Radio, RadioGroup, WarningIcon } from '@ebook/ui'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useT } from '../app/i18n'
import { CardFields } from './CardFields'
import type { CardField } from './card'
import { useCardEntry } from './card-entry'
import { useSingleFlight } from './single-flight'

type PaymentMethod = Schema<'PaymentMethodModel'>
export type PaymentMethodName = PaymentMethod['PaymentMethodSystemName']
export type ConfirmResult = Schema<'ConfirmOrderResult'>

/** How each card field is marked (and found again to move the focus to it). */
const CARD_AUTOCOMPLETE: Record<CardField, string> = {
  number: 'cc-number',
  name: 'cc-name',
  expiry: 'cc-exp',
  cvc: 'cc-csc',
}

type PaymentFormProps = {
  methods: readonly PaymentMethod[]
  /** False when coins or coupons cover the whole total: no gateway, no card. */
  paymentRequired: boolean
  /** The amount to pay, formatted. */
  amount: string
  /** Places (or pays again) the order with the chosen method; rejects with the server's error. */
  confirm: (method: PaymentMethodName, omiseToken: string | null) => Promise<ConfirmResult>
  /** The order is placed: go to the gateway's page or to the completed view. */
  onConfirmed: (result: ConfirmResult) => void
  /** A refused confirm; answers the messages to show (the page may also move elsewhere). */
  onRefused: (error: unknown) => readonly string[]
  /** Messages to show from the start (a declined card, before paying again). */
  initialProblems?: readonly string[]
}

/**
 * The payment methods and the pay button. A card is turned into a token first (card payments);
 * then the order is confirmed once, however often the button is pressed: the button is off while
 * paying, and a press that comes before it is re-rendered is ignored. The CheckoutToken the page
 * confirms with makes a retry after a lost answer the same order on the server too.
 */
export function PaymentForm({
  methods,
  paymentRequired,
  amount,
  confirm,
  onConfirmed,
  onRefused,
  initialProblems = [],
}: PaymentFormProps) {
  const t = useT()
  const [method, setMethod] = useState<PaymentMethodName | undefined>(
    () => (methods.find((item) => item.Selected) ?? methods[0])?.PaymentMethodSystemName,
  )
  const [problems, setProblems] = useState<readonly string[]>(initialProblems)
  const problemsRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const { busy, run } = useSingleFlight()

  const payByCard = paymentRequired && method === 'Payments.Omise'
  const card = useCardEntry(payByCard, busy)

  useEffect(() => {
    if (problems.length > 0) problemsRef.current?.focus()
  }, [problems])

  const pay = (event: FormEvent) => {
    event.preventDefault()
    if (!method || busy) return
    // A wrong card is said before anything is sent (and before the form is busy, which would
    // take the focus away from the field).
    const firstWrong = card.attempt()
    if (firstWrong) {
      formRef.current
        ?.querySelector<HTMLElement>(`[autocomplete="${CARD_AUTOCOMPLETE[firstWrong]}"]`)
        ?.focus()
      return
    }
    void run(async () => {
      setProblems([])
      let omiseToken: string | null = null
      if (payByCard) {
        omiseToken = await card.token()
        if (omiseToken === null) return
      }
      let result: ConfirmResult
      try {
        result = await confirm(method, omiseToken)
      } catch (error) {
        setProblems(onRefused(error))
        return
      }
      onConfirmed(result)
    })
  }

  return (
    <form ref={formRef} noValidate onSubmit={pay} className="grid gap-6" aria-busy={busy}>
      {paymentRequired ? (
        <Field label={t('payment_page.methods')} required>
          <RadioGroup
            value={method}
            onValueChange={(value) => setMethod(value as PaymentMethodName)}
            disabled={busy}
          >
            {methods.map((item) => (
              <Radio
                key={item.PaymentMethodSystemName}
                value={item.PaymentMethodSystemName}
                label={<span className="font-medium">{item.Name}</span>}
                description={item.Description ?? undefined}
              />
            ))}
          </RadioGroup>
        </Field>
      ) : (
        <p className="text-sm text-muted-foreground">{t('payment_page.free_note')}</p>
      )}
      {payByCard && <CardFields {...card.fields} />}
      {paymentRequired && method !== 'Payments.Omise' && (
        <p className="text-sm text-muted-foreground">{t('payment_page.gateway_note')}</p>
      )}
      {problems.length > 0 && (
        <div
          ref={problemsRef}
          tabIndex={-1}
          role="alert"
          className="flex gap-3 rounded-lg border border-error p-4 text-sm text-error outline-none"
        >
          <WarningIcon className="size-5 shrink-0" aria-hidden="true" />
          <ul className="grid gap-1">
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <Button type="submit" variant="cta" size="lg" block disabled={!method} busy={busy}>
        {busy
          ? t('payment_page.paying')
          : paymentRequired
            ? t('payment_page.pay', { amount })
            : t('payment_page.place_free')}
      </Button>
    </form>
  )
}

/** The messages of a refused call, for the form. */
export function messagesOf(error: unknown, fallback: string): readonly string[] {
  return isApiError(error) ? error.messages : [fallback]
}
