import * as v from 'valibot'
import { bandwidthTiers, CountryView, ipModes, ipVersions, MAX_ORDER_AMOUNT, Product, periodUnits, proxyKinds } from './catalogue'
import { ListQuery } from './list'
import { requiredText } from './validation'

/** A whole number in a range; anything else is 'invalidValue'. */
export const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number('invalidValue'), v.integer('invalidValue'), v.minValue(min, 'invalidValue'), v.maxValue(max, 'invalidValue'))

/** A price in Xu: a positive integer (money is integers, docs/decisions/0003). */
const xu = wholeNumber(1, 1_000_000_000)

/**
 * A country code as typed: trimmed and upper-cased. Whether it names a real country (or, for prices,
 * '*') is a catalogue rule answered with INVALID_COUNTRY, not a validation detail.
 */
export const CountryCodeInput = v.pipe(
  v.string('fieldIsEmpty'),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty('fieldIsEmpty'),
  v.maxLength(8, 'tooLong'),
)

/** `GET /api/country/list-country` (admins): every country, on sale or not, with its place in the list. */
export const AdminCountryView = v.object({ ...CountryView.entries, sortOrder: v.number() })
export type AdminCountryView = v.InferOutput<typeof AdminCountryView>

export const CreateCountryInput = v.object({ code: CountryCodeInput })

export const UpdateCountryInput = v.pipe(
  v.object({ enabled: v.optional(v.boolean('invalidValue')), sortOrder: v.optional(wholeNumber(0, 10_000)) }),
  v.check((input) => input.enabled !== undefined || input.sortOrder !== undefined, 'fieldIsEmpty'),
)

/** Optional product filters of the package and inventory lists (query strings). */
export const ProductFilter = {
  kind: v.optional(v.picklist(proxyKinds, 'invalidValue')),
  ipVersion: v.optional(v.picklist(ipVersions, 'invalidValue')),
  ipMode: v.optional(v.picklist(ipModes, 'invalidValue')),
  countryCode: v.optional(CountryCodeInput),
}

export const PackageQuery = v.object({ ...ListQuery.entries, ...ProductFilter })
export type PackageQuery = v.InferOutput<typeof PackageQuery>

const packageDescription = v.pipe(v.string('invalidValue'), v.trim(), v.maxLength(500, 'tooLong'))

/** `name` and `description` are the Vietnamese texts, `nameEn` and `descriptionEn` the English ones. */
const packageFields = {
  name: requiredText(80),
  description: packageDescription,
  nameEn: requiredText(80),
  descriptionEn: packageDescription,
  ...Product.entries,
  // Packages are orders of private proxies; shared proxies are sold as the shared plan.
  kind: v.picklist(['private'], 'invalidValue'),
  countryCode: CountryCodeInput,
  amount: wholeNumber(1, MAX_ORDER_AMOUNT),
  bandwidthTier: v.picklist(bandwidthTiers, 'invalidValue'),
  periodUnit: v.picklist(periodUnits, 'invalidValue'),
  periodCount: wholeNumber(1, 36),
  price: xu,
  renewPrice: xu,
  popular: v.boolean('invalidValue'),
  enabled: v.boolean('invalidValue'),
  sortOrder: wholeNumber(0, 10_000),
}

/**
 * `POST /api/package/create`: a ready-made package (the spec's type, amount, country, price, period, renew price).
 * A caller that sends one name (as before the English texts) gets it in both languages.
 */
export const CreatePackageInput = v.object({
  ...packageFields,
  description: v.optional(packageFields.description, ''),
  nameEn: v.optional(packageFields.nameEn),
  descriptionEn: v.optional(packageFields.descriptionEn),
  popular: v.optional(packageFields.popular, false),
  enabled: v.optional(packageFields.enabled, true),
  sortOrder: v.optional(packageFields.sortOrder, 0),
})
export type CreatePackageInput = v.InferOutput<typeof CreatePackageInput>

/** `PUT /api/package/update/{id}`: only the fields given change. */
export const UpdatePackageInput = v.partial(v.object(packageFields))
export type UpdatePackageInput = v.InferOutput<typeof UpdatePackageInput>

/**
 * `PUT /api/price/upsert`: with `id`, that row changes; without, the row of the same product, country
 * and period is replaced or a new one added. countryCode '*' prices every country without its own row.
 */
export const UpsertPriceInput = v.object({
  id: v.optional(v.pipe(v.string('invalidValue'), v.maxLength(64, 'tooLong'))),
  ...Product.entries,
  countryCode: CountryCodeInput,
  periodUnit: v.picklist(periodUnits, 'invalidValue'),
  periodCount: wholeNumber(1, 36),
  price: xu,
  popular: v.optional(v.boolean('invalidValue'), false),
  enabled: v.optional(v.boolean('invalidValue'), true),
})
export type UpsertPriceInput = v.InferOutput<typeof UpsertPriceInput>

/** `PUT /api/bandwidth/update`: a tier's monthly allowance per proxy (null only for 'unlimited') and surcharge. */
export const UpdateTierInput = v.object({
  tier: v.picklist(bandwidthTiers, 'invalidValue'),
  monthlyGb: v.nullable(wholeNumber(1, 1_000_000)),
  surchargePercent: wholeNumber(0, 1000),
})
export type UpdateTierInput = v.InferOutput<typeof UpdateTierInput>

const discountFields = { minAmount: wholeNumber(1, 100_000), percent: wholeNumber(1, 90) }

export const CreateDiscountInput = v.object(discountFields)
export const UpdateDiscountInput = v.pipe(
  v.partial(v.object(discountFields)),
  v.check((input) => input.minAmount !== undefined || input.percent !== undefined, 'fieldIsEmpty'),
)

export const IdParam = v.object({ id: v.pipe(v.string(), v.maxLength(64)) })
export const CodeParam = v.object({ code: CountryCodeInput })
