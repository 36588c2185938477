import { isApiError } from '@ebook/api'
import { orderMutations, type ChangePaymentVariables } from '@ebook/api/queries'
import type { Schema } from '@ebook/api/types'
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Radio,
  RadioGroup,
  Spinner,
  toast,
  useUiTexts,
} from '@ebook/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useLocale, useT } from '../app/i18n'
import { localizedHref } from '../app/locale'
import { formatBaht } from '../lib/format'
import { useCardEntry } from '../checkout/card-entry'
import { CardFields } from '../checkout/CardFields'
import { gateway } from '../checkout/gateway'
import { canRepayQuery } from './queries'

type Order = Schema<'OrderDetailsModel'>
type PaymentMethod = Schema<'PaymentMethodModel'>

/** The change-payment call of each gateway. */
const gatewayOf: Record<string, ChangePaymentVariables['method']> = {
  'Payments.Omise': 'omise',
  'Payments.PGW': 'pgw',
  'Payments.2C2P123': '123',
}

/** A method as the radio list shows it: name, description, fee, last used. */
function MethodLabel({ method }: { method: PaymentMethod }) {
  const t = useT()
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span className="font-medium">{method.Name}</span>
      {method.Selected && (
        <span className="text-xs text-muted-foreground">({t('repay.last_used')})</span>
      )}
      {method.Fee && (
        <span className="text-xs text-muted-foreground">{t('repay.fee', { fee: method.Fee })}</span>
      )}
    </span>
  )
}

/**
 * Pays an unpaid order again, with the method used before or another one (SPEC §7: the
 * change-payment calls). The gateway's page opens in this tab (`RedirectUrl`) and sends the
 * customer back to this order; a card charged at once needs no page.
 */
export default function RepayDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useT()
  const locale = useLocale()
  const formId = useId()
  const options = useQuery(canRepayQuery(order.Id, locale))
  const change = useMutation({ ...orderMutations.changePayment(), meta: { errorToast: false } })
  const [chosen, setChosen] = useState<string>()
  const [problem, setProblem] = useState<string[] | null>(null)
  const [tokenising, setTokenising] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const sending = useRef(false)
  const kitTexts = useUiTexts()

  const methods = (options.data?.PaymentMethods ?? []).filter(
    (method) => gatewayOf[method.PaymentMethodSystemName],
  )
  const method =
    chosen ??
    methods.find((item) => item.Selected)?.PaymentMethodSystemName ??
    methods[0]?.PaymentMethodSystemName
  const isCard = method === 'Payments.Omise'
  const busy = tokenising || change.isPending || leaving
  const card = useCardEntry(isCard, busy)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!method || sending.current) return
    if (card.attempt()) return
    sending.current = true
    setProblem(null)
    try {
      let OmiseToken: string | null = null
      if (isCard) {
        setTokenising(true)
        // The card goes to the card vault only; the order's payment gets its one-time token.
        OmiseToken = await card.token().finally(() => setTokenising(false))
        if (OmiseToken === null) return
      }
      const result = await change.mutateAsync({
        method: gatewayOf[method]!,
        OrderId: order.Id,
        ReturnUrl: `${window.location.origin}${localizedHref(`/orderdetails/${order.Id}`, locale)}`,
        OmiseToken,
      })
      if (result.RedirectUrl) {
        setLeaving(true)
        gateway.open(result.RedirectUrl)
        return
      }
      toast.success(result.Message ?? t('repay.paid'))
      onClose()
    } catch (error) {
      setProblem(
        isApiError(error)
          ? error.messages
          : [error instanceof Error && error.message ? error.message : t('repay.load_failed')],
      )
    } finally {
      sending.current = false
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} closeOnEscape={!busy}>
      <DialogContent size="md" showCloseButton={!busy}>
        <DialogHeader>
          <DialogTitle>{t('repay.title', { number: order.CustomOrderNumber })}</DialogTitle>
          <DialogDescription>
            {t('repay.amount_due', { total: formatBaht(order.OrderTotalValue, locale) })}
          </DialogDescription>
        </DialogHeader>
        {options.isPending ? (
          <Spinner label={t('repay.loading')} showLabel />
        ) : options.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-sm">
            <p>{t('repay.load_failed')}</p>
            <Button variant="outline" size="sm" onClick={() => void options.refetch()}>
              {t('account_pages.retry')}
            </Button>
          </div>
        ) : !options.data.CanRepayment || methods.length === 0 ? (
          <p role="alert" className="text-sm">
            {options.data.Reason ?? t('repay.cannot_pay')}
          </p>
        ) : (
          <form
            id={formId}
            noValidate
            onSubmit={(event) => void submit(event)}
            className="grid gap-5"
          >
            <Field label={t('repay.methods')} required>
              <RadioGroup value={method} onValueChange={setChosen} disabled={busy}>
                {methods.map((item) => (
                  <Radio
                    key={item.PaymentMethodSystemName}
                    value={item.PaymentMethodSystemName}
                    label={<MethodLabel method={item} />}
                    description={item.Description ?? undefined}
                  />
                ))}
              </RadioGroup>
            </Field>
            {isCard && <CardFields {...card.fields} />}
            {problem && (
              <div role="alert" className="rounded-md border border-error p-3 text-sm text-error">
                {problem.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </div>
            )}
          </form>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {kitTexts.dialog.cancel}
          </Button>
          {options.data?.CanRepayment && methods.length > 0 && (
            <Button type="submit" form={formId} variant="cta" busy={busy}>
              {leaving
                ? t('repay.redirecting')
                : isCard
                  ? t('repay.submit_card', { total: formatBaht(order.OrderTotalValue, locale) })
                  : t('repay.submit')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
