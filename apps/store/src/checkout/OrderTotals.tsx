import type { Schema } from '@ebook/api/types'
import { useT } from '../app/i18n'

type Totals = Schema<'OrderTotalsModel'>

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-border pt-2 text-lg font-bold'
          : 'flex justify-between gap-4'
      }
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="text-end tabular-nums">{value}</dd>
    </div>
  )
}

/**
 * The totals of a basket or checkout as the server priced them: subtotal, discounts, coins,
 * the total with the VAT it includes, and the coins the order will earn.
 */
export function OrderTotals({ totals }: { totals: Totals }) {
  const t = useT()
  return (
    <div className="grid gap-3">
      <dl className="grid gap-2 text-sm">
        <Row label={t('buying.subtotal')} value={totals.SubTotal} />
        {totals.SubTotalDiscountValue > 0 && totals.SubTotalDiscount && (
          <Row label={t('buying.subtotal_discount')} value={`−${totals.SubTotalDiscount}`} />
        )}
        {totals.OrderTotalDiscountValue > 0 && totals.OrderTotalDiscount && (
          <Row label={t('buying.order_discount')} value={`−${totals.OrderTotalDiscount}`} />
        )}
        {totals.RedeemedRewardPoints > 0 && totals.RedeemedRewardPointsAmount && (
          <Row
            label={t('buying.coins_used', { coins: totals.RedeemedRewardPoints })}
            value={`−${totals.RedeemedRewardPointsAmount}`}
          />
        )}
        <Row
          label={t('buying.total')}
          value={totals.OrderTotalValue === 0 ? t('buying.free') : totals.OrderTotal}
          strong
        />
      </dl>
      {totals.Tax && totals.TaxValue > 0 && (
        <p className="text-xs text-muted-foreground">{t('buying.vat', { amount: totals.Tax })}</p>
      )}
      {totals.WillEarnRewardPoints > 0 && (
        <p className="text-sm text-success">
          {t('buying.will_earn', { coins: totals.WillEarnRewardPoints })}
        </p>
      )}
    </div>
  )
}
