/**
 * Checkout, payment and orders: the checkout summary and its CheckoutToken, the payment methods,
 * placing orders (Omise, 2C2P 123, 2C2P PGW) idempotently, paying unpaid orders again,
 * cancelling them, order history, details and the completed page. Money comes from the cart's
 * priceCart; gateways sit behind payments/ (the in-server sandbox unless keys are configured);
 * attempts cut off by a crash are resumed by resume-job.ts.
 */
import { defineModule } from '../../http/operations.ts'
import { confirmHandlers } from './confirm.ts'
import { createLifecycle } from './lifecycle.ts'
import { orderHandlers } from './orders.ts'
import { paymentProviders } from './payments/index.ts'
import { paymentResumeJob } from './resume-job.ts'
import { checkoutSummary, paymentMethodModels } from './summary.ts'

export const checkoutModule = defineModule((deps) => {
  const providers = paymentProviders(deps)
  const { gatewayTimeoutSeconds } = deps.config.payments
  const lifecycle = createLifecycle(deps.db, providers.forMethod, deps.log, {
    gatewayTimeoutSeconds,
    // PGlite's folder is held by this process alone: what was asked before it started is lost.
    soleUserSince: deps.db.kind === 'pglite' ? new Date() : null,
  })
  return {
    name: 'checkout',
    v2: {
      async getCheckout({ auth, db, lang }) {
        const { customerId } = await auth.requireSignedIn()
        return checkoutSummary(db, customerId, lang)
      },
      async getPaymentMethods({ auth, db, lang }) {
        const { customerId } = await auth.requireSignedIn()
        return paymentMethodModels(db, customerId, lang)
      },
      ...confirmHandlers(deps, lifecycle),
      ...orderHandlers(deps, lifecycle),
    },
    routes(app) {
      for (const provider of providers.all) provider.routes?.(app, lifecycle.notify)
    },
    background: [paymentResumeJob(lifecycle, deps, { everySeconds: gatewayTimeoutSeconds })],
  }
})
