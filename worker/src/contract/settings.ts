import * as v from 'valibot'
import { BankAccount } from './billing'
import { wholeNumber } from './catalogue-admin'
import { DEFAULT_VND_PER_USD } from './money'

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
})

export type PublicSettings = v.InferOutput<typeof PublicSettings>

export const defaultPublicSettings: PublicSettings = {
  contacts: null,
  sisterSites: [],
  company: null,
  tutorialVideo: null,
  vndPerUsd: DEFAULT_VND_PER_USD,
  bankAccounts: [],
}

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
