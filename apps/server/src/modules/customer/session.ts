/**
 * Signing in and out: login (e-mail or username, within the limits of login-limits.ts), register
 * (the device's guest becomes the account, signed in at once), logout (revokes the token, never
 * 401).
 */
import type { Handlers } from '../../http/operations.ts'
import { badRequest, reply } from '../../http/reply.ts'
import { storeFeatures } from '../common/index.ts'
import {
  blankToNull,
  dateOfBirth,
  emailTaken,
  findAccount,
  newPasswordErrors,
  uniqueViolation,
  usernameTaken,
} from './accounts.ts'
import { checkPasswordWithinLimits } from './login-limits.ts'
import { t } from './messages.ts'
import { hashPassword } from './passwords.ts'
import { guestOfDevice, signIn } from './sign-in.ts'

export const sessionHandlers = {
  async login({ body, db, tokens, recentViews, auth, lang, clientAddress, c }) {
    const { Email, Username, Password, RememberMe } = body.Data
    const identifier = blankToNull(Email) ?? blankToNull(Username)
    if (identifier === null) throw badRequest(t(lang, 'login.identityRequired'))

    const account = await findAccount(db, identifier)
    const ok = await checkPasswordWithinLimits(
      db,
      { account, identifier, address: clientAddress },
      { passwordHash: account?.password_hash ?? null, password: Password },
      { lang, c },
    )
    if (!account || !ok) throw badRequest(t(lang, 'login.wrongCredentials'))
    // Said only to whoever knows the password, so it reveals nothing to others.
    if (!account.active || account.deleted) throw badRequest(t(lang, 'login.notActive'))

    return signIn(
      { db, tokens, recentViews },
      {
        customerId: account.id,
        guestCustomerId: await guestOfDevice(db, auth.deviceId),
        rememberMe: RememberMe ?? false,
        lang,
        deviceId: auth.deviceId,
      },
    )
  },

  async register({ body, db, tokens, recentViews, guests, auth, lang }) {
    const data = body.Data
    const email = data.Email.trim()
    const features = await storeFeatures(db)
    const username = features.UsernamesEnabled ? blankToNull(data.Username) : null
    const firstName = data.FirstName.trim()
    const lastName = data.LastName.trim()
    const phone = blankToNull(data.Phone)

    const errors: string[] = []
    if (await emailTaken(db, email)) errors.push(t(lang, 'register.emailTaken'))
    if (username !== null && (await usernameTaken(db, username))) {
      errors.push(t(lang, 'register.usernameTaken'))
    }
    errors.push(
      ...newPasswordErrors(lang, data.Password, data.ConfirmPassword, { email, username }),
    )
    if (!firstName)
      errors.push(t(lang, 'profile.required', { field: t(lang, 'profile.field.FirstName') }))
    if (!lastName)
      errors.push(t(lang, 'profile.required', { field: t(lang, 'profile.field.LastName') }))
    const birth = dateOfBirth(data)
    if (birth === 'invalid') errors.push(t(lang, 'profile.dateOfBirthInvalid'))
    if (!data.AcceptPrivacyPolicy) errors.push(t(lang, 'register.privacyPolicy'))
    if (errors.length > 0) throw badRequest(errors)

    const passwordHash = await hashPassword(data.Password)
    const values = [
      email,
      username,
      passwordHash,
      firstName,
      lastName,
      data.Gender ?? null,
      birth,
      phone,
      features.NewsletterEnabled ? (data.Newsletter ?? false) : false,
    ]
    let customerId: number
    try {
      customerId = await db.transaction(async (tx) => {
        // The device's guest becomes the account, so its basket and wishlist stay.
        const guest = await guestOfDevice(tx, auth.deviceId)
        const row = guest
          ? await tx.queryOne<{ id: number }>(
              `UPDATE customers SET is_guest = false, email = $1, username = $2,
                      password_hash = $3, first_name = $4, last_name = $5, gender = $6,
                      date_of_birth = $7, phone = $8, newsletter = $9, active = true,
                      updated_at = now(), last_activity_at = now()
                WHERE id = $10 AND is_guest RETURNING id`,
              [...values, guest],
            )
          : null
        if (row) return row.id
        const created = await tx.queryOne<{ id: number }>(
          `INSERT INTO customers (is_guest, email, username, password_hash, first_name, last_name,
                                  gender, date_of_birth, phone, newsletter, language)
           VALUES (false, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [...values, lang],
        )
        return created!.id
      })
    } catch (error) {
      const which = uniqueViolation(error)
      if (which === 'email') throw badRequest(t(lang, 'register.emailTaken'))
      if (which === 'username') throw badRequest(t(lang, 'register.usernameTaken'))
      throw error
    } finally {
      // The device's guest may have become this account: its next request needs a new guest.
      guests.forget(auth.deviceId)
    }
    const result = await signIn(
      { db, tokens, recentViews },
      {
        customerId,
        guestCustomerId: null,
        rememberMe: true,
        lang,
        deviceId: auth.deviceId,
      },
    )
    return reply(result, { message: t(lang, 'register.registered') })
  },

  async logout({ auth, db, tokens, lang }) {
    if (auth.token) await tokens.revoke(db, auth.token)
    return reply(null, { message: t(lang, 'logout.done') })
  },
} satisfies Handlers<'v2'>
