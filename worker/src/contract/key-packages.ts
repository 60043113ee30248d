import * as v from 'valibot'
import { ipVersions, periodUnits } from './catalogue'
import { CountryCodeInput, wholeNumber } from './catalogue-admin'
import { ListQuery } from './list'
import { requiredText } from './validation'

/**
 * Rotating keys are sold in key packages (ADR 0028): one product (IPv4 or IPv6) in one country, and,
 * where the rotating stock carries them, one carrier or region; a period; the least time between two
 * IP changes (the market's is about 60 s) and an optional automatic rotation; a price and a renewal price.
 */
export const KEY_MIN_CHANGE_SECONDS_MIN = 10
export const KEY_MIN_CHANGE_SECONDS_MAX = 86_400
/** Automatic rotation runs on the minute cron, so its interval is whole minutes. */
export const KEY_AUTO_ROTATE_MINUTES_MIN = 1
export const KEY_AUTO_ROTATE_MINUTES_MAX = 1440

/** A carrier or region name as typed; '' means none (any). */
const StockLabel = v.pipe(
  v.nullable(v.pipe(v.string('invalidValue'), v.trim(), v.maxLength(40, 'tooLong'))),
  v.transform((text) => text || null),
)

const description = v.pipe(v.string('invalidValue'), v.trim(), v.maxLength(500, 'tooLong'))

/** `name` and `description` are the Vietnamese texts, `nameEn` and `descriptionEn` the English ones. */
const fields = {
  name: requiredText(80),
  description,
  nameEn: requiredText(80),
  descriptionEn: description,
  ipVersion: v.picklist(ipVersions, 'invalidValue'),
  countryCode: CountryCodeInput,
  carrier: StockLabel,
  region: StockLabel,
  periodUnit: v.picklist(periodUnits, 'invalidValue'),
  periodCount: wholeNumber(1, 36),
  minChangeSeconds: wholeNumber(KEY_MIN_CHANGE_SECONDS_MIN, KEY_MIN_CHANGE_SECONDS_MAX),
  autoRotateMinutes: v.nullable(wholeNumber(KEY_AUTO_ROTATE_MINUTES_MIN, KEY_AUTO_ROTATE_MINUTES_MAX)),
  price: wholeNumber(1, 1_000_000_000),
  renewPrice: wholeNumber(1, 1_000_000_000),
  popular: v.boolean('invalidValue'),
  enabled: v.boolean('invalidValue'),
  sortOrder: wholeNumber(0, 10_000),
}

/** `POST /api/key-package/create`. A caller that sends one name (as before the English texts) gets it in both languages. */
export const CreateKeyPackageInput = v.object({
  ...fields,
  description: v.optional(fields.description, ''),
  nameEn: v.optional(fields.nameEn),
  descriptionEn: v.optional(fields.descriptionEn),
  carrier: v.optional(fields.carrier, null),
  region: v.optional(fields.region, null),
  minChangeSeconds: v.optional(fields.minChangeSeconds, 60),
  autoRotateMinutes: v.optional(fields.autoRotateMinutes, null),
  popular: v.optional(fields.popular, false),
  enabled: v.optional(fields.enabled, true),
  sortOrder: v.optional(fields.sortOrder, 0),
})
export type CreateKeyPackageInput = v.InferOutput<typeof CreateKeyPackageInput>

/** `PUT /api/key-package/update/{id}`: only the fields given change; keys bought keep what they were sold with. */
export const UpdateKeyPackageInput = v.partial(v.object(fields))
export type UpdateKeyPackageInput = v.InferOutput<typeof UpdateKeyPackageInput>

export const KeyPackageQuery = v.object({
  ...ListQuery.entries,
  ipVersion: v.optional(v.picklist(ipVersions, 'invalidValue')),
  countryCode: v.optional(CountryCodeInput),
})
export type KeyPackageQuery = v.InferOutput<typeof KeyPackageQuery>

export const KeyPackageView = v.object({
  _id: v.string(),
  name: v.string(),
  description: v.string(),
  nameEn: v.string(),
  descriptionEn: v.string(),
  ipVersion: v.picklist(ipVersions),
  countryCode: v.string(),
  carrier: v.nullable(v.string()),
  region: v.nullable(v.string()),
  periodUnit: v.picklist(periodUnits),
  periodCount: v.number(),
  minChangeSeconds: v.number(),
  autoRotateMinutes: v.nullable(v.number()),
  price: v.number(),
  renewPrice: v.number(),
  popular: v.boolean(),
  enabled: v.boolean(),
  sortOrder: v.number(),
  /** Keys that can be bought now: free rotating proxies that fit, on nodes that run the node program. */
  stock: v.number(),
})
export type KeyPackageView = v.InferOutput<typeof KeyPackageView>

/** `GET /api/key-package/stock` (admins): the rotating stock by country, product, carrier and region, for the package form. */
export const KeyStockView = v.object({
  countryCode: v.string(),
  ipVersion: v.picklist(ipVersions),
  carrier: v.nullable(v.string()),
  region: v.nullable(v.string()),
  free: v.number(),
})
export type KeyStockView = v.InferOutput<typeof KeyStockView>
