import type { Mail, Mailer } from './mailer'

export type HttpMailerConfig = { url: string; apiKey?: string; from?: string }

/**
 * Production mail: an HTTP mail API in the Resend style (POST JSON with a Bearer key). Without a
 * key or a sender it is off and says so; it never pretends to have sent.
 */
export function httpMailer(config: HttpMailerConfig, fetcher: typeof fetch = fetch): Mailer {
  return {
    async send(mail: Mail) {
      if (!config.apiKey || !config.from) {
        console.error('mail is off: MAIL_API_KEY and MAIL_FROM are not configured')
        return false
      }
      try {
        const response = await fetcher(config.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ from: config.from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }),
        })
        if (response.ok) return true
        console.error(`mail API answered ${response.status}: ${(await response.text()).slice(0, 500)}`)
      } catch (error) {
        console.error('mail API unreachable', error)
      }
      return false
    },
  }
}
