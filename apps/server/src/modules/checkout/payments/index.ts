/**
 * Which provider plays each payment method: Omise when OMISE_SECRET_KEY is set, 2C2P (PGW and
 * 123) when TWOC2P_MERCHANT_ID and TWOC2P_SECRET_KEY are set, the in-server sandbox otherwise.
 * See apps/server/README.md, "Payments".
 */
import type { ServerConfig } from '../../../config.ts'
import type { Db } from '../../../db/types.ts'
import type { Logger } from '../../../http/operations.ts'
import { createOmiseProvider } from './omise.ts'
import { createSandboxProvider } from './sandbox.ts'
import { createTwoCTwoPProvider } from './two-c-two-p.ts'
import type { PaymentMethodSystemName, PaymentProvider } from './types.ts'

/** The providers of an app. */
export interface PaymentProviders {
  /** Every distinct provider (for their routes). */
  all: PaymentProvider[]
  /** The provider of a payment method. */
  forMethod(method: PaymentMethodSystemName): PaymentProvider
}

const positive = (text: string | undefined, fallback: number) => {
  const value = Number(text)
  return text && Number.isFinite(value) && value > 0 ? value : fallback
}

/** Chooses the providers from the environment. */
export function paymentProviders(
  deps: { db: Db; config: ServerConfig; log: Logger },
  env: Record<string, string | undefined> = process.env,
): PaymentProviders {
  const codeHours = positive(env.PAYMENT_CODE_HOURS, 48)
  const sandbox = createSandboxProvider({
    ...deps,
    options: {
      secret: env.PAYMENT_SANDBOX_SECRET || null,
      settleSeconds: positive(env.PAYMENT_SANDBOX_SETTLE_SECONDS, 10),
      codeHours,
    },
  })
  const omise = env.OMISE_SECRET_KEY
    ? createOmiseProvider(
        {
          secretKey: env.OMISE_SECRET_KEY,
          apiUrl: (env.OMISE_API_URL || 'https://api.omise.co').replace(/\/+$/u, ''),
          publicUrl: deps.config.publicUrl,
        },
        deps,
      )
    : null
  const twoCTwoP =
    env.TWOC2P_MERCHANT_ID && env.TWOC2P_SECRET_KEY
      ? createTwoCTwoPProvider(
          {
            merchantId: env.TWOC2P_MERCHANT_ID,
            secretKey: env.TWOC2P_SECRET_KEY,
            apiUrl: (env.TWOC2P_API_URL || 'https://sandbox-pgw.2c2p.com').replace(/\/+$/u, ''),
            publicUrl: deps.config.publicUrl,
            codeHours,
          },
          deps.log,
        )
      : null
  const byMethod: Record<PaymentMethodSystemName, PaymentProvider> = {
    'Payments.Omise': omise ?? sandbox,
    'Payments.2C2P123': twoCTwoP ?? sandbox,
    'Payments.PGW': twoCTwoP ?? sandbox,
  }
  return {
    all: [...new Set(Object.values(byMethod))],
    forMethod: (method) => byMethod[method],
  }
}
