/**
 * Customers: sign-in (login, register, logout), passwords (change, deactivate, reset by e-mail
 * link), the profile, login-info and the coin balance. sign-in.ts is shared with external
 * sign-in.
 */
import { defineModule } from '../../http/operations.ts'
import { passwordHandlers } from './password.ts'
import { profileHandlers } from './profile.ts'
import { sessionHandlers } from './session.ts'

export const customerModule = defineModule(() => ({
  name: 'customer',
  v2: { ...sessionHandlers, ...passwordHandlers, ...profileHandlers },
}))
