import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Mailer } from '../providers/mail/mailer'

/** What the account flows work with; `now` is passed in, never read from a clock inside. */
export type AccountsContext = { db: Database; config: Config; mailer: Mailer; now: number }

export type Locale = 'vi' | 'en'

/** Where a request came from, for records (register, sessions) and for the language of mails. */
export type RequestMeta = { ip?: string; countryCode?: string; userAgent?: string; locale: Locale }
