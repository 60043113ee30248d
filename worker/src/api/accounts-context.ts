import type { Context } from 'hono'
import type { AccountsContext } from '../accounts/context'
import { config } from '../config'
import { LOCAL_MODE } from '../local-mode'
import { httpMailer } from '../providers/mail/http-mailer'
import { outboxMailer } from '../providers/mail/outbox-mailer'
import type { ApiEnv } from './context'

/** The account flows' dependencies for this request: D1, config, the mailer of this build, the time. */
export function accountsContext(c: Context<ApiEnv>): AccountsContext {
  const cfg = config(c.env)
  const db = c.get('db')
  const now = c.get('now')
  const mailer = LOCAL_MODE
    ? outboxMailer(db, () => Date.now())
    : httpMailer({ url: cfg.MAIL_API_URL, apiKey: cfg.MAIL_API_KEY, from: cfg.MAIL_FROM })
  return { db, config: cfg, mailer, now }
}
