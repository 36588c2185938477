import { cardDigits, parseExpiry, type CardValues } from './card'

/** Why a card could not be turned into a token: refused (with the vault's words) or unreachable. */
export class CardTokenError extends Error {
  override readonly name = 'CardTokenError'
  constructor(
    readonly reason: 'refused' | 'unreachable',
    message: string,
  ) {
    super(message)
  }
}

type OmiseCard = {
  name: string
  number: string
  expiration_month: number
  expiration_year: number
  security_code: string
}

type OmiseJs = {
  setPublicKey(key: string): void
  createToken(
    type: 'card',
    card: OmiseCard,
    callback: (status: number, response: { id?: string; message?: string }) => void,
  ): void
}

/** The Omise public key (`VITE_OMISE_PUBLIC_KEY`): without it cards go to the server's sandbox. */
const omisePublicKey = (import.meta.env as Record<string, string | undefined>).VITE_OMISE_PUBLIC_KEY

/** Whether cards are tokenised by the server's sandbox (test cards), not by Omise itself. */
export const usesSandboxCards = !omisePublicKey

let omiseJs: Promise<OmiseJs> | null = null

/** Omise.js, loaded the first time a card is paid with. */
function loadOmiseJs(): Promise<OmiseJs> {
  omiseJs ??= new Promise<OmiseJs>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = 'https://cdn.omise.co/omise.js'
    script.async = true
    script.onload = () => {
      const omise = (window as unknown as { Omise?: OmiseJs }).Omise
      if (omise) resolve(omise)
      else reject(new Error('Omise.js did not load'))
    }
    script.onerror = () => reject(new Error('Omise.js did not load'))
    document.head.append(script)
  }).catch((error: unknown) => {
    omiseJs = null
    throw error
  })
  return omiseJs
}

function omiseCard(card: CardValues): OmiseCard {
  const expiry = parseExpiry(card.expiry)!
  return {
    name: card.name.trim(),
    number: cardDigits(card.number),
    expiration_month: expiry.month,
    expiration_year: expiry.year,
    security_code: card.cvc.trim(),
  }
}

/**
 * Where the shopper's card and the gateway's pages are reached. One object, so tests can stand
 * in for leaving the store.
 */
export const gateway = {
  /**
   * Turns a card into a single-use Omise token (`tokn_...`), as Omise.js does: the card number
   * never reaches the store's server. Without an Omise key, the server's sandbox vault
   * (`POST /sandbox/omise/tokens`) plays Omise with its test cards.
   */
  async tokenizeCard(card: CardValues): Promise<string> {
    const body = omiseCard(card)
    if (omisePublicKey) {
      const omise = await loadOmiseJs().catch(() => {
        throw new CardTokenError('unreachable', 'Omise.js did not load')
      })
      omise.setPublicKey(omisePublicKey)
      return new Promise((resolve, reject) =>
        omise.createToken('card', body, (status, response) =>
          status === 200 && response.id
            ? resolve(response.id)
            : reject(new CardTokenError('refused', response.message ?? String(status))),
        ),
      )
    }
    let response: Response
    try {
      response = await fetch('/sandbox/omise/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ card: body }),
      })
    } catch {
      throw new CardTokenError('unreachable', 'The card vault could not be reached')
    }
    const answer = (await response.json().catch(() => ({}))) as { id?: string; message?: string }
    if (response.ok && answer.id) return answer.id
    if (response.status >= 500 || !answer.message) {
      throw new CardTokenError('unreachable', `The card vault answered ${response.status}`)
    }
    throw new CardTokenError('refused', answer.message)
  },

  /** Leaves the store for the gateway's page (3-D Secure, 2C2P), which comes back to ReturnUrl. */
  open(url: string): void {
    window.location.assign(url)
  },
}
