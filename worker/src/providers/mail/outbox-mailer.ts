import type { Database } from '../../db/client'
import { storeOutboxMail } from '../../db/outbox'
import type { Mail, Mailer } from './mailer'

/** Local mode: mail is kept in D1 and read at /dev/mailbox instead of being sent. */
export function outboxMailer(db: Database, now: () => number): Mailer {
  return {
    async send(mail: Mail) {
      await storeOutboxMail(db, { id: crypto.randomUUID(), ...mail, to: mail.to.toLowerCase(), createdAt: now() })
      return true
    },
  }
}
