import * as v from 'valibot'
import { BankAccount } from './billing'
import { wholeNumber } from './catalogue-admin'

// The defaults live apart, without valibot: every portal page shows them first (settings-defaults.ts).
export { defaultPublicSettings } from './settings-defaults'

const httpUrl = v.pipe(v.string('invalidValue'), v.url('invalidValue'), v.regex(/^https?:\/\//, 'invalidValue'))
const shortText = v.pipe(v.string('invalidValue'), v.trim(), v.minLength(1, 'fieldIsEmpty'), v.maxLength(120, 'tooLong'))

/** Support links of spec section 1: a social page, a messaging channel and a chat app. */
export const ContactLinks = v.object({ social: httpUrl, channel: httpUrl, chat: httpUrl })

/** A sister proxy site shown in a side banner. */
export const SisterSite = v.object({ name: shortText, url: httpUrl, tagline: v.optional(shortText) })

/** The company text of the footers. */
export const CompanyInfo = v.object({
  name: shortText,
  address: shortText,
  taxCode: v.optional(shortText),
  email: v.pipe(v.string('invalidValue'), v.email('emailInvalid')),
  hotline: shortText,
})

export const TutorialVideo = v.object({ url: httpUrl })

/** The USD rate an admin may set: every number a setting takes has bounds like these. */
export const MIN_VND_PER_USD = 10_000
export const MAX_VND_PER_USD = 100_000

/** Promotion tiers: up to 5, thresholds rising, each 1 to 50% (a bonus past half the top-up is a typing slip). */
export const PromotionTiers = v.pipe(
  v.array(v.object({ overUsd: wholeNumber(1, 100_000), percent: wholeNumber(1, 50) })),
  v.minLength(1, 'fieldIsEmpty'),
  v.maxLength(5, 'tooLong'),
  v.check((tiers) => tiers.every((tier, at) => at === 0 || tier.overUsd > (tiers[at - 1]?.overUsd ?? 0)), 'invalidValue'),
)

const popupText = v.pipe(v.string('invalidValue'), v.trim(), v.minLength(1, 'fieldIsEmpty'), v.maxLength(500, 'tooLong'))
/** The promotion pop-up's text, in both languages. */
export const PromoPopup = v.object({ vi: popupText, en: popupText })

/** A product as a settings key: `kind-ipVersion-ipMode`, e.g. private-ipv4-static. */
export const productKey = (product: { kind: string; ipVersion: string; ipMode: string }) =>
  `${product.kind}-${product.ipVersion}-${product.ipMode}`
/** Free proxies at or under this many make a product and country "low" on /admin, unless its product has its own. */
export const DEFAULT_LOW_STOCK = 10
export const LowStockThresholds = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^(private|shared)-(ipv4|ipv6)-(static|dynamic)$/, 'invalidValue')), wholeNumber(0, 100_000)),
  v.check((record) => Object.keys(record).length <= 8, 'tooLong'),
)

/**
 * The agency programme (ADR 0030): a new agency's commission rate and its customers' discount (each
 * agency's own are set by admins), how long a commission stays pending, how long a referral link's code
 * is kept in the visitor's browser.
 */
export const AgencySettings = v.object({
  commissionPercent: wholeNumber(0, 50),
  discountPercent: wholeNumber(0, 50),
  pendingDays: wholeNumber(0, 90),
  cookieDays: wholeNumber(1, 365),
})
export type AgencySettings = v.InferOutput<typeof AgencySettings>

/**
 * Where the captcha is asked, when this deployment has one (CAPTCHA_PROVIDER and its keys are deployment
 * configuration; the secret never leaves the Worker's secrets): on registration, and on sign-ins past
 * the wrong-guess count (ADR 0021; off, those are refused with TOO_MANY_REQUEST until the window ends).
 * `minScorePercent`: reCAPTCHA v3's lowest score taken as human, 10 to 90 (unset: CAPTCHA_MIN_SCORE).
 */
export const CaptchaSettings = v.object({
  register: v.boolean('invalidValue'),
  signIn: v.boolean('invalidValue'),
  minScorePercent: v.optional(wholeNumber(10, 90)),
})
export type CaptchaSettings = v.InferOutput<typeof CaptchaSettings>

/** Every public setting, by its key in the settings table. */
export const publicSettingSchemas = {
  contacts: ContactLinks,
  sisterSites: v.pipe(v.array(SisterSite), v.maxLength(2)),
  company: CompanyInfo,
  tutorialVideo: TutorialVideo,
  // Đồng per US dollar. Bounded well around today's ~26,000 (ADR 0024): a slip of the keyboard must not
  // credit a dollar payment as 1 Xu or as a fortune.
  vndPerUsd: wholeNumber(MIN_VND_PER_USD, MAX_VND_PER_USD),
  bankAccounts: v.pipe(v.array(BankAccount), v.maxLength(5)),
  promotionTiers: PromotionTiers,
  promoPopup: PromoPopup,
  lowStockThresholds: LowStockThresholds,
  agency: AgencySettings,
  captcha: CaptchaSettings,
} as const

export type PublicSettingKey = keyof typeof publicSettingSchemas

/** What `GET /api/setting/list` answers: a part that is not configured is null (or empty). */
export const PublicSettings = v.object({
  contacts: v.nullable(ContactLinks),
  sisterSites: v.array(SisterSite),
  company: v.nullable(CompanyInfo),
  tutorialVideo: v.nullable(TutorialVideo),
  vndPerUsd: v.number(),
  bankAccounts: v.array(BankAccount),
  promotionTiers: v.array(v.object({ overUsd: v.number(), percent: v.number() })),
  promoPopup: v.nullable(PromoPopup),
  lowStockThresholds: v.record(v.string(), v.number()),
  agency: AgencySettings,
  captcha: CaptchaSettings,
})

export type PublicSettings = v.InferOutput<typeof PublicSettings>

/**
 * `PUT /api/setting/update {settings}` (admins): any of the public settings, each checked against its
 * schema; null clears one (it falls back to its default).
 */
export const UpdateSettingsInput = v.object({
  settings: v.pipe(
    v.object(
      Object.fromEntries(Object.entries(publicSettingSchemas).map(([key, schema]) => [key, v.optional(v.nullable(schema))])) as {
        [K in PublicSettingKey]: v.OptionalSchema<v.NullableSchema<(typeof publicSettingSchemas)[K], undefined>, undefined>
      },
    ),
    v.check((settings) => Object.keys(settings).length > 0, 'fieldIsEmpty'),
  ),
})
export type UpdateSettingsInput = v.InferOutput<typeof UpdateSettingsInput>
