import * as v from 'valibot'
import { BankAccount } from './billing'
import { DEFAULT_VND_PER_USD } from './money'

const httpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) address'))
const shortText = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120))

/** Support links of spec section 1: a social page, a messaging channel and a chat app. */
export const ContactLinks = v.object({ social: httpUrl, channel: httpUrl, chat: httpUrl })

/** A sister proxy site shown in a side banner. */
export const SisterSite = v.object({ name: shortText, url: httpUrl, tagline: v.optional(shortText) })

/** The company text of the footers. */
export const CompanyInfo = v.object({
  name: shortText,
  address: shortText,
  taxCode: v.optional(shortText),
  email: v.pipe(v.string(), v.email()),
  hotline: shortText,
})

export const TutorialVideo = v.object({ url: httpUrl })

/** Every public setting, by its key in the settings table. */
export const publicSettingSchemas = {
  contacts: ContactLinks,
  sisterSites: v.pipe(v.array(SisterSite), v.maxLength(2)),
  company: CompanyInfo,
  tutorialVideo: TutorialVideo,
  vndPerUsd: v.pipe(v.number(), v.integer(), v.minValue(1)),
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
