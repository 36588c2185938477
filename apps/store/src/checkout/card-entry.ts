import { useMemo, useState } from 'react'
import { useT } from '../app/i18n'
import { cardProblems, emptyCard, type CardField, type CardValues } from './card'
import type { CardFields } from './CardFields'
import { CardTokenError, gateway } from './gateway'

/** The card fields in the order the form shows them (the first wrong one gets the focus). */
export const CARD_FIELDS = ['number', 'name', 'expiry', 'cvc'] as const

/**
 * A card being typed in, for a form that pays by card when `active` (checkout, paying an order
 * again): the values, which fields were left, the problems (shown once a field was left or the
 * customer tried to pay), and the gateway's refusal. `fields` are CardFields' props.
 */
export function useCardEntry(active: boolean, disabled: boolean) {
  const t = useT()
  const [card, setCard] = useState<CardValues>(emptyCard)
  const [touched, setTouched] = useState<ReadonlySet<CardField>>(new Set())
  const [tried, setTried] = useState(false)
  const [cardError, setCardError] = useState<string>()
  const problems = useMemo(() => (active ? cardProblems(card) : {}), [active, card])

  const fields: Parameters<typeof CardFields>[0] = {
    card,
    onChange: (next) => {
      setCard(next)
      setCardError(undefined)
    },
    problems,
    shown: (field) => tried || touched.has(field),
    onBlur: (field) => setTouched((before) => new Set(before).add(field)),
    cardError,
    disabled,
  }

  return {
    fields,
    /** A try to pay: every problem shows from now on. Answers the first wrong field, if any. */
    attempt(): CardField | undefined {
      setTried(true)
      return active ? CARD_FIELDS.find((field) => problems[field]) : undefined
    },
    /** The card's one-time token from the card vault, or null with the reason shown by the card. */
    async token(): Promise<string | null> {
      setCardError(undefined)
      try {
        return await gateway.tokenizeCard(card)
      } catch (error) {
        setCardError(
          error instanceof CardTokenError && error.reason === 'refused'
            ? t('payment_page.card_refused', { message: error.message })
            : t('payment_page.card_unreachable'),
        )
        return null
      }
    },
  }
}
