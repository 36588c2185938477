/**
 * The signed-in customer's own data: the profile form (read and save), login-info (the customer
 * info the store caches) and the coin balance.
 */
import type { components } from '@ebook/api/generated/v2'
import { getSetting } from '../../db/settings.ts'
import type { Queryable } from '../../db/types.ts'
import type { Handlers } from '../../http/operations.ts'
import { badRequest, reply, unauthorized } from '../../http/reply.ts'
import type { Lang } from '../../i18n/index.ts'
import { storeFeatures } from '../common/index.ts'
import { coinBalance, coinRules } from '../shared/coins.ts'
import { formatBaht } from '../shared/money.ts'
import { blankToNull, dateOfBirth, emailTaken, uniqueViolation, usernameTaken } from './accounts.ts'
import { t } from './messages.ts'
import { customerInfoOf } from './sign-in.ts'

type CustomerInfoModel = components['schemas']['CustomerInfoModel']
type CustomerInfoUpdate = components['schemas']['CustomerInfoUpdateModel']
type SelectListItem = components['schemas']['SelectListItem']
type Gender = components['schemas']['Gender']

/** Whether a customer may change the username on the profile form (setting; off by default). */
export const ALLOW_CHANGE_USERNAME_KEY = 'customer.allow_change_username'

interface ProfileRow {
  id: number
  email: string
  username: string | null
  first_name: string | null
  last_name: string | null
  gender: Gender
  date_of_birth: string | null
  phone: string | null
  newsletter: boolean
  country_id: number | null
  state_province_id: number | null
  has_password: boolean
}

async function profileRow(db: Queryable, customerId: number): Promise<ProfileRow> {
  const row = await db.queryOne<ProfileRow>(
    `SELECT id, email, username, first_name, last_name, gender, date_of_birth::text, phone,
            newsletter, country_id, state_province_id, password_hash IS NOT NULL AS has_password
       FROM customers WHERE id = $1`,
    [customerId],
  )
  return row!
}

function option(value: number, text: string, selected: boolean): SelectListItem {
  return { Disabled: false, Group: null, Selected: selected, Text: text, Value: String(value) }
}

/** The profile form for `row`, with its choice lists and linked sign-ins, in `lang`. */
async function prepareModel(
  db: Queryable,
  row: ProfileRow,
  lang: Lang,
): Promise<CustomerInfoModel> {
  const [features, allowChangeUsername, countries, states, records] = await Promise.all([
    storeFeatures(db),
    getSetting<boolean>(db, ALLOW_CHANGE_USERNAME_KEY, false),
    db.query<{ id: number; name_th: string; name_en: string }>(
      `SELECT id, name_th, name_en FROM countries WHERE published
        ORDER BY display_order, CASE WHEN $1 = 'en' THEN name_en ELSE name_th END, id`,
      [lang],
    ),
    row.country_id === null
      ? Promise.resolve([])
      : db.query<{ id: number; name_th: string; name_en: string | null }>(
          `SELECT id, name_th, name_en FROM state_provinces
            WHERE country_id = $1 AND (published OR id = $2)
            ORDER BY display_order, CASE WHEN $3 = 'en' THEN coalesce(name_en, name_th)
                                         ELSE name_th END, id`,
          [row.country_id, row.state_province_id, lang],
        ),
    db.query<{
      id: number
      email: string | null
      external_identifier: string
      provider_system_name: CustomerInfoModel['AssociatedExternalAuthRecords'][number]['AuthMethodName']
    }>(
      `SELECT id, email, external_identifier, provider_system_name FROM external_auth_records
        WHERE customer_id = $1 ORDER BY id`,
      [row.id],
    ),
  ])
  const [year, month, day] = row.date_of_birth?.split('-').map(Number) ?? [null, null, null]
  return {
    Email: row.email,
    UsernamesEnabled: features.UsernamesEnabled,
    AllowUsersToChangeUsernames: features.UsernamesEnabled && allowChangeUsername,
    Username: row.username,
    FirstName: row.first_name,
    LastName: row.last_name,
    GenderEnabled: true,
    Gender: row.gender,
    DateOfBirthEnabled: true,
    DateOfBirthRequired: false,
    DateOfBirthDay: day ?? null,
    DateOfBirthMonth: month ?? null,
    DateOfBirthYear: year ?? null,
    PhoneEnabled: true,
    PhoneRequired: false,
    Phone: row.phone,
    NewsletterEnabled: features.NewsletterEnabled,
    Newsletter: row.newsletter,
    CountryEnabled: true,
    CountryId: row.country_id,
    AvailableCountries: countries.map((c) =>
      option(c.id, lang === 'en' ? c.name_en : c.name_th, c.id === row.country_id),
    ),
    StateProvinceEnabled: true,
    StateProvinceId: row.state_province_id,
    AvailableStates: states.map((s) =>
      option(
        s.id,
        lang === 'en' ? (s.name_en ?? s.name_th) : s.name_th,
        s.id === row.state_province_id,
      ),
    ),
    HasPassword: row.has_password,
    AllowCustomersToRemoveAssociations: true,
    NumberOfExternalAuthenticationProviders: features.ExternalLoginProviders.length,
    AssociatedExternalAuthRecords: records.map((r) => ({
      Id: r.id,
      Email: r.email,
      ExternalIdentifier: r.external_identifier,
      AuthMethodName: r.provider_system_name,
    })),
    CustomProperties: {},
  }
}

/** The stored row with the submitted values over it: the form prepared again after a 400. */
function submitted(row: ProfileRow, data: CustomerInfoUpdate, birth: string | null): ProfileRow {
  return {
    ...row,
    email: data.Email,
    first_name: data.FirstName,
    last_name: data.LastName,
    gender: data.Gender === undefined ? row.gender : data.Gender,
    date_of_birth: birth,
    phone: data.Phone === undefined ? row.phone : data.Phone,
    newsletter: data.Newsletter ?? row.newsletter,
    country_id: data.CountryId === undefined ? row.country_id : data.CountryId,
    state_province_id:
      data.StateProvinceId === undefined ? row.state_province_id : data.StateProvinceId,
  }
}

export const profileHandlers = {
  async getCustomerInfo({ auth, db, lang }) {
    const me = await auth.requireSignedIn()
    return prepareModel(db, await profileRow(db, me.customerId), lang)
  },

  async updateCustomerInfo({ body, auth, db, lang }) {
    const me = await auth.requireSignedIn()
    const data = body.Data
    const row = await profileRow(db, me.customerId)
    const features = await storeFeatures(db)
    const allowChangeUsername =
      features.UsernamesEnabled && (await getSetting(db, ALLOW_CHANGE_USERNAME_KEY, false))

    const email = data.Email.trim()
    const firstName = data.FirstName.trim()
    const lastName = data.LastName.trim()
    const username =
      allowChangeUsername && data.Username !== undefined ? blankToNull(data.Username) : row.username
    const birthUnchanged =
      data.DateOfBirthDay === undefined &&
      data.DateOfBirthMonth === undefined &&
      data.DateOfBirthYear === undefined
    const birth = birthUnchanged ? row.date_of_birth : dateOfBirth(data)
    const countryId = data.CountryId === undefined ? row.country_id : data.CountryId
    const stateId =
      data.StateProvinceId === undefined ? row.state_province_id : data.StateProvinceId

    const errors: string[] = []
    for (const [field, value] of [
      ['Email', email],
      ['FirstName', firstName],
      ['LastName', lastName],
    ] as const) {
      if (!value) {
        errors.push(t(lang, 'profile.required', { field: t(lang, `profile.field.${field}`) }))
      }
    }
    if (email && (await emailTaken(db, email, row.id))) errors.push(t(lang, 'profile.emailTaken'))
    if (username && username !== row.username && (await usernameTaken(db, username, row.id))) {
      errors.push(t(lang, 'profile.usernameTaken'))
    }
    if (birth === 'invalid') errors.push(t(lang, 'profile.dateOfBirthInvalid'))
    if (countryId !== null) {
      const country = await db.queryOne('SELECT 1 FROM countries WHERE id = $1', [countryId])
      if (!country) errors.push(t(lang, 'profile.countryUnknown'))
    }
    if (stateId !== null) {
      const state = await db.queryOne(
        'SELECT 1 FROM state_provinces WHERE id = $1 AND country_id = $2',
        [stateId, countryId],
      )
      if (!state) errors.push(t(lang, 'profile.stateNotInCountry'))
    }
    const form = () =>
      prepareModel(db, submitted(row, data, birth === 'invalid' ? row.date_of_birth : birth), lang)
    if (errors.length > 0) throw badRequest(errors, await form())

    try {
      await db.query(
        `UPDATE customers SET email = $2, username = $3, first_name = $4, last_name = $5,
                gender = $6, date_of_birth = $7, phone = $8, newsletter = $9, country_id = $10,
                state_province_id = $11, updated_at = now()
          WHERE id = $1`,
        [
          row.id,
          email,
          username,
          firstName,
          lastName,
          data.Gender === undefined ? row.gender : data.Gender,
          birth,
          data.Phone === undefined ? row.phone : blankToNull(data.Phone),
          features.NewsletterEnabled ? (data.Newsletter ?? row.newsletter) : row.newsletter,
          countryId,
          stateId,
        ],
      )
    } catch (error) {
      const which = uniqueViolation(error)
      if (which === null) throw error
      const key = which === 'email' ? 'profile.emailTaken' : 'profile.usernameTaken'
      throw badRequest(t(lang, key), await form())
    }
    const saved = await prepareModel(db, await profileRow(db, row.id), lang)
    return reply(saved, { message: t(lang, 'profile.saved') })
  },

  async getLoginInfo({ auth, db, t: core }) {
    const me = await auth.requireSignedIn()
    const info = await customerInfoOf(db, me.customerId)
    if (!info) throw unauthorized(core('request.unauthorized'))
    return info
  },

  async getCoinBalance({ auth, db, lang }) {
    const me = await auth.requireSignedIn()
    const [rules, balance] = await Promise.all([coinRules(db), coinBalance(db, me.customerId)])
    const coins = rules.enabled ? balance : 0
    const amount = Math.round(coins * rules.bahtPerCoin * 100) / 100
    return {
      CoinsEnabled: rules.enabled,
      Balance: coins,
      BalanceAmount: formatBaht(amount, lang),
      BalanceAmountValue: amount,
      ExchangeRate: rules.bahtPerCoin,
      ExchangeDescription: t(lang, 'coins.exchange', {
        amount: formatBaht(rules.bahtPerCoin, lang),
      }),
      MinimumCoinsToUse: 0,
      EarningDescription: rules.enabled
        ? t(lang, 'coins.earning', { amount: formatBaht(rules.bahtPerEarnedCoin, lang) })
        : null,
    }
  },
} satisfies Handlers<'v2'>
