import { Field, Input } from '@ebook/ui'
import { useT } from '../app/i18n'
import {
  formatCardNumber,
  formatExpiry,
  type CardField,
  type CardProblems,
  type CardValues,
} from './card'
import { usesSandboxCards } from './gateway'

type CardFieldsProps = {
  card: CardValues
  onChange: (card: CardValues) => void
  problems: CardProblems
  /** Whether a field's problem is shown (left once, or after a first try). */
  shown: (field: CardField) => boolean
  onBlur: (field: CardField) => void
  /** A problem with the card as a whole (refused by the card vault). */
  cardError?: string
  disabled?: boolean
}

/**
 * The card form of a card payment (Omise): number, name, expiry and security code, checked as
 * they are typed. They go to the card vault only, never to the store's server.
 */
export function CardFields({
  card,
  onChange,
  problems,
  shown,
  onBlur,
  cardError,
  disabled,
}: CardFieldsProps) {
  const t = useT()
  const errorOf = (field: CardField) => {
    const problem = problems[field]
    return problem && shown(field) ? t(problem) : undefined
  }
  const set = (field: CardField, value: string) => onChange({ ...card, [field]: value })
  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-4" disabled={disabled}>
      <legend className="px-1 font-semibold">{t('payment_page.card_title')}</legend>
      {usesSandboxCards && (
        <p className="text-xs text-muted-foreground">{t('payment_page.test_cards')}</p>
      )}
      <Field label={t('payment_page.card_number')} required error={errorOf('number') ?? cardError}>
        <Input
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="0000 0000 0000 0000"
          value={card.number}
          onChange={(event) => set('number', formatCardNumber(event.target.value))}
          onBlur={() => onBlur('number')}
        />
      </Field>
      <Field label={t('payment_page.card_name')} required error={errorOf('name')}>
        <Input
          name="ccname"
          autoComplete="cc-name"
          autoCapitalize="characters"
          value={card.name}
          onChange={(event) => set('name', event.target.value)}
          onBlur={() => onBlur('name')}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label={t('payment_page.card_expiry')} required error={errorOf('expiry')}>
          <Input
            name="cc-exp"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(event) => set('expiry', formatExpiry(event.target.value))}
            onBlur={() => onBlur('expiry')}
          />
        </Field>
        <Field label={t('payment_page.card_cvc')} required error={errorOf('cvc')}>
          <Input
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            value={card.cvc}
            onChange={(event) => set('cvc', event.target.value.replace(/\D/g, ''))}
            onBlur={() => onBlur('cvc')}
          />
        </Field>
      </div>
    </fieldset>
  )
}
