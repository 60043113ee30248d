import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { bearer, call, expectError, forgetRateLimits, login, ORIGIN, signedInAdmin, verifiedCustomer } from './accounts'

const as = (token: string) => ({ method: 'PUT', headers: { ...bearer(token), origin: ORIGIN } })
const changeEmail = (token: string, userId: string, email: string) => call('/api/user/admin-update-user', { userId, email }, as(token))
const confirm = (token: string) => call('/api/auth/confirm-email', { token })

/** The token of the newest confirmation link mailed to `email` (the local outbox). */
async function mailedToken(email: string): Promise<string> {
  const mails = (await (await call(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { text: string }[]
  const token = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1]
  if (!token) throw new Error(`no confirmation link mailed to ${email}`)
  return token
}

const emailOf = async (id: string) => env.DB.prepare('SELECT email FROM users WHERE id = ?').bind(id).first('email')

describe("an admin's change of a customer's e-mail needs the new address (issue 12, item 8)", { timeout: 30_000 }, () => {
  it('keeps the old address until the link mailed to the new one is followed, once', async () => {
    const admin = await signedInAdmin('admin@mailchange.test')
    await verifiedCustomer('old@mailchange.test')
    const customer = await login('old@mailchange.test')
    const answer = await changeEmail(admin.accessToken, customer.user._id, 'New@Mailchange.test')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ email: 'old@mailchange.test', pendingEmail: 'new@mailchange.test' })
    // Nothing moved yet: the old address signs in, the new one is nobody's.
    expect(await emailOf(customer.user._id)).toBe('old@mailchange.test')
    expect((await login('old@mailchange.test')).user._id).toBe(customer.user._id)
    await expectError(call('/api/auth/login', { username: 'new@mailchange.test', password: 'Secret123' }), 404, 'USERNAME_NOT_EXISTS')
    const listed = (await (
      await call('/api/user/list?search=old@mailchange', undefined, { headers: bearer(admin.accessToken) })
    ).json()) as {
      data: { pendingEmail: string | null }[]
    }
    expect(listed.data[0]?.pendingEmail).toBe('new@mailchange.test')

    const token = await mailedToken('new@mailchange.test')
    await expectError(confirm(`${token.slice(0, -2)}xx`), 400, 'VERIFY_EMAIL_FAIL')
    const confirmed = await confirm(token)
    expect(await confirmed.json()).toEqual({ email: 'new@mailchange.test' })
    expect(await emailOf(customer.user._id)).toBe('new@mailchange.test')
    await expectError(confirm(token), 400, 'VERIFY_EMAIL_ALREADY')
    await forgetRateLimits()
    expect((await login('new@mailchange.test')).user._id).toBe(customer.user._id)
    await expectError(call('/api/auth/login', { username: 'old@mailchange.test', password: 'Secret123' }), 404, 'USERNAME_NOT_EXISTS')
  })

  it('lets a newer request supersede an older link, refuses an address in use, and confirms once under a race', async () => {
    const admin = await signedInAdmin('admin@mailchange.test')
    await verifiedCustomer('first@mailchange.test')
    await verifiedCustomer('taken@mailchange.test')
    const customer = await login('first@mailchange.test')
    await expectError(changeEmail(admin.accessToken, customer.user._id, 'taken@mailchange.test'), 400, 'USER_EXISTS')

    expect((await changeEmail(admin.accessToken, customer.user._id, 'second@mailchange.test')).status).toBe(200)
    const older = await mailedToken('second@mailchange.test')
    expect((await changeEmail(admin.accessToken, customer.user._id, 'third@mailchange.test')).status).toBe(200)
    await expectError(confirm(older), 400, 'VERIFY_EMAIL_FAIL')
    expect(await emailOf(customer.user._id)).toBe('first@mailchange.test')

    const newer = await mailedToken('third@mailchange.test')
    const answers = await Promise.all([confirm(newer), confirm(newer), confirm(newer)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400])
    expect(await emailOf(customer.user._id)).toBe('third@mailchange.test')
    const audited = await env.DB.prepare("SELECT count(*) AS n FROM admin_audit WHERE action = 'confirm_email_change'").first('n')
    expect(audited).toBe(1)
  })

  it('refuses a link once the address was taken by someone else meanwhile', async () => {
    const admin = await signedInAdmin('admin@mailchange.test')
    await verifiedCustomer('keeper@mailchange.test')
    const customer = await login('keeper@mailchange.test')
    expect((await changeEmail(admin.accessToken, customer.user._id, 'wanted@mailchange.test')).status).toBe(200)
    const token = await mailedToken('wanted@mailchange.test')
    await verifiedCustomer('wanted@mailchange.test')
    await expectError(confirm(token), 400, 'USER_EXISTS')
    expect(await emailOf(customer.user._id)).toBe('keeper@mailchange.test')
  })
})
