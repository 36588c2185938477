/**
 * Which provider plays each payment method: Omise when OMISE_SECRET_KEY is set, 2C2P (PGW and
 * 123) when TWOC2P_MERCHANT_ID and TWOC2P_SECRET_KEY are set, the in-server sandbox otherwise
 * (in production only with PAYMENT_SANDBOX=1).
 * See apps/server/README.md, "Payments".
 */
import { ConfigError, sandboxAllowed, sandboxMethods, type ServerConfig } from '../../../config.ts'
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

/**
 * Chooses the providers from the configuration. The sandbox plays a method only where it is
 * allowed (always outside production; in production with PAYMENT_SANDBOX=1): otherwise no
 * provider is made and the app does not start (loadConfig refuses such a configuration first).
 */
export function paymentProviders(deps: {
  db: Db
  config: ServerConfig
  log: Logger
}): PaymentProviders {
  const { payments } = deps.config
  const playedBySandbox = sandboxMethods(payments)
  if (playedBySandbox.length > 0 && !sandboxAllowed(deps.config)) {
    throw new ConfigError(
      `No payment gateway for ${playedBySandbox.join(', ')} and the sandbox is off in production (PAYMENT_SANDBOX=1 enables it).`,
    )
  }
  const sandbox = createSandboxProvider({
    ...deps,
    options: {
      secret: payments.sandboxSecret,
      settleSeconds: payments.sandboxSettleSeconds,
      codeHours: payments.codeHours,
    },
  })
  const omise = payments.omise
    ? createOmiseProvider(
        {
          ...payments.omise,
          publicUrl: deps.config.publicUrl,
          timeoutSeconds: payments.gatewayTimeoutSeconds,
        },
        deps,
      )
    : null
  const twoCTwoP = payments.twoCTwoP
    ? createTwoCTwoPProvider(
        {
          ...payments.twoCTwoP,
          publicUrl: deps.config.publicUrl,
          codeHours: payments.codeHours,
          timeoutSeconds: payments.gatewayTimeoutSeconds,
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
