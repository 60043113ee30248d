import { describe, expect, it } from 'vitest'
import { bearer, call, signedInAdmin, validationOf } from './accounts'
import { request } from './worker'

const agency = (cookieDays: unknown) => ({ commissionPercent: 20, discountPercent: 5, pendingDays: 15, cookieDays })
const referralCookie = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('ref='))

describe('the referral link keeps its code in a cookie (issue 17 item 2)', { timeout: 30_000 }, () => {
  it("sets it on any page asked with ?ref=CODE, for the setting's days, bounded 1 to 365", async () => {
    const admin = bearer((await signedInAdmin('boss@referral-cookie.test')).accessToken)
    const update = (cookieDays: unknown) =>
      call('/api/setting/update', { settings: { agency: agency(cookieDays) } }, { method: 'PUT', headers: admin })
    for (const days of [0, 366, 2.5])
      expect(await validationOf(update(days)), String(days)).toEqual({ 'settings.agency.cookieDays': expect.any(String) })
    expect((await update(7)).status).toBe(200)

    const home = await request('/?ref=fast-Proxy')
    expect(await home.text()).toBe('portal:/')
    expect(referralCookie(home)).toBe('ref=fast-Proxy; Max-Age=604800; Path=/; Secure; SameSite=Lax')
    // A page that sets a cookie is nobody else's: no shared cache keeps it.
    expect(home.headers.get('cache-control')).toBe('no-store')
    expect(referralCookie(await request('/pricing?utm_source=x&ref=summer'))).toBe(
      'ref=summer; Max-Age=604800; Path=/; Secure; SameSite=Lax',
    )

    expect((await update(365)).status).toBe(200)
    expect(referralCookie(await request('/auth/register?ref=summer'))).toContain('Max-Age=31536000;')
  })

  it('keeps nothing for a code out of the format, a page without one, or the API', async () => {
    for (const path of ['/?ref=1abc', '/?ref=bad_code', `/?ref=a${'b'.repeat(40)}`, '/?ref=', '/pricing', '/api/setting/list?ref=summer']) {
      expect(referralCookie(await request(path)), path).toBeUndefined()
    }
  })
})
