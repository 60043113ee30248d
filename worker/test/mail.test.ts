import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { httpMailer } from '../src/providers/mail/http-mailer'
import { call, registration } from './accounts'
import { MAIL_TEST_KEY } from './constants'
import { expectLoggedErrors } from './fresh-database'

const mail = { to: 'lan@portal.test', subject: 'Hello', text: 'Code 123456', html: '<p>Code 123456</p>' }

describe('mail', () => {
  it('production: posts to the HTTP mail API with its key and the mail as JSON', async () => {
    const mailer = httpMailer({
      url: `${env.TEST_MAIL_API_URL}/emails`,
      apiKey: MAIL_TEST_KEY,
      from: 'Proxy Portal <no-reply@portal.test>',
    })
    expect(await mailer.send(mail)).toBe(true)
    const received = (await (await fetch(`${env.TEST_MAIL_API_URL}/received`)).json()) as unknown[]
    expect(received.at(-1)).toEqual({
      from: 'Proxy Portal <no-reply@portal.test>',
      to: ['lan@portal.test'],
      subject: 'Hello',
      text: 'Code 123456',
      html: '<p>Code 123456</p>',
    })
  })

  it('production: says it did not send when the API refuses or nothing is configured', async () => {
    const logged = expectLoggedErrors()
    expect(await httpMailer({ url: `${env.TEST_MAIL_API_URL}/emails`, apiKey: 'wrong', from: 'a@b.test' }).send(mail)).toBe(false)
    expect(await httpMailer({ url: `${env.TEST_MAIL_API_URL}/emails` }).send(mail)).toBe(false)
    expect(logged.map((args) => String(args[0]))).toEqual([
      expect.stringContaining('401'),
      'mail is off: MAIL_API_KEY and MAIL_FROM are not configured',
    ])
  })

  it('local mode: mails land in the outbox, newest first, readable as JSON and as a page', async () => {
    await call('/api/auth/register', registration('box@portal.test'))
    await call('/api/auth/receive-code', { email: 'box@portal.test' })
    const mails = (await (await call('/api/dev/mailbox?to=BOX@portal.test')).json()) as { to: string; createdAt: number }[]
    expect(mails).toHaveLength(2)
    expect(mails[0]?.createdAt).toBeGreaterThanOrEqual(mails[1]?.createdAt ?? 0)
    const page = await (await call('/dev/mailbox?to=box@portal.test')).text()
    expect(page).toContain('Dev mailbox')
    expect(page.match(/box@portal\.test/g)?.length).toBeGreaterThanOrEqual(2)
  })
})
