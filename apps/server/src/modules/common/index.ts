/**
 * App start, language switch and the store build's id: the calls every page load makes first.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setCookie } from 'hono/cookie'
import type { components } from '@ebook/api/generated/v2'
import { testOutboxRoutes } from '../../db/outbox.ts'
import { getSetting } from '../../db/settings.ts'
import type { Queryable } from '../../db/types.ts'
import { coreMessages } from '../../i18n/index.ts'
import { LANGUAGE_COOKIE } from '../../http/language.ts'
import { defineModule } from '../../http/operations.ts'
import { reply } from '../../http/reply.ts'

type StoreFeatures = components['schemas']['StoreFeaturesModel']
type StoreLanguage = components['schemas']['StoreLanguageModel']

/** The features a fresh store has switched on; store_settings 'store.features' overrides them. */
export const defaultFeatures: StoreFeatures = {
  CoinsEnabled: true,
  WishlistEnabled: true,
  ProductReviewsEnabled: true,
  AllowCustomersToContactVendors: true,
  PublisherApplicationEnabled: true,
  UsernamesEnabled: true,
  NewsletterEnabled: true,
  ExternalLoginProviders: ['ExternalAuth.Google', 'ExternalAuth.Facebook', 'ExternalAuth.Apple'],
}

/** The store_settings key of the features' overrides. */
export const FEATURES_SETTING = 'store.features'

/** The features with the store's overrides (store_settings 'store.features') applied. */
export function featuresOf(overrides: Partial<StoreFeatures> | null | undefined): StoreFeatures {
  return { ...defaultFeatures, ...overrides }
}

/** The store's optional features now. */
export async function storeFeatures(db: Queryable): Promise<StoreFeatures> {
  return featuresOf(await getSetting<Partial<StoreFeatures>>(db, FEATURES_SETTING, {}))
}

/** The store's languages, Thai (the default) first. */
export const storeLanguages: StoreLanguage[] = [
  { Id: 1, Name: 'ไทย', UniqueSeoCode: 'th', Culture: 'th-TH', IsDefault: true },
  { Id: 2, Name: 'English', UniqueSeoCode: 'en', Culture: 'en-US', IsDefault: false },
]

/** 365 days, in seconds: how long the language cookie lasts (SPEC §9). */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60

export const commonModule = defineModule(({ config, db }) => ({
  name: 'common',
  routes(app) {
    if (config.testOutbox) testOutboxRoutes(app, db)
  },
  v2: {
    async appStart({ body, auth, db, lang, t }) {
      const { DeviceTypeId, SubscriptionId } = body.Data
      if (auth.deviceId) {
        await db.query(
          `INSERT INTO devices (device_id, device_type_id, subscription_id) VALUES ($1, $2, $3)
           ON CONFLICT (device_id) DO UPDATE SET device_type_id = excluded.device_type_id,
             subscription_id = coalesce(excluded.subscription_id, devices.subscription_id),
             last_seen_at = now()`,
          [auth.deviceId, DeviceTypeId, SubscriptionId ?? null],
        )
      }
      const [signedIn, thailand, features] = await Promise.all([
        auth.signedIn(),
        db.queryOne<{ id: number }>("SELECT id FROM countries WHERE two_letter_iso_code = 'TH'"),
        storeFeatures(db),
      ])
      return {
        DeviceTypeId,
        StoreName: t('store.name'),
        CurrentLanguage: lang,
        AvailableLanguages: storeLanguages,
        CurrencyCode: 'THB',
        CurrencySymbol: '฿',
        DefaultCountryId: thailand?.id ?? 0,
        IsLoggedIn: signedIn !== null,
        Features: features,
      }
    },

    async setLanguage({ params, auth, db, c }) {
      const language = params.lang
      const signedIn = await auth.signedIn()
      const customerId = signedIn?.customerId ?? (auth.deviceId ? await auth.customerId() : null)
      if (customerId !== null) {
        await db.query('UPDATE customers SET language = $1, updated_at = now() WHERE id = $2', [
          language,
          customerId,
        ])
      }
      setCookie(c, LANGUAGE_COOKIE, language, {
        path: '/',
        maxAge: LANGUAGE_COOKIE_SECONDS,
        sameSite: 'Lax',
      })
      c.set('lang', language)
      return reply(language, { message: coreMessages(language, 'language.changed') })
    },
  },
  v1: {
    async getLatestBuild({ config, c }) {
      let text: string
      try {
        text = await readFile(join(config.storeDir, 'client', 'builds', 'latest.json'), 'utf8')
      } catch {
        return c.body(null, 404, { 'Cache-Control': 'no-cache' })
      }
      return c.json(JSON.parse(text) as unknown, 200, { 'Cache-Control': 'no-cache' })
    },
  },
}))
