import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { AgencyView } from '../src/contract/agency'
import type { AdminAgencyView } from '../src/contract/agency-admin'
import { call, expectError, latestCode, login, registration, signedInAdmin, validationOf } from './accounts'
import { adminSetsAgency, agencyCall, agencySettings, applied, myAgency, seedAgency } from './agency-fixtures'
import { customer, okJson } from './order-fixtures'

const admin = async () => {
  const signed = await signedInAdmin('boss@agency-join.test')
  return { id: signed.user._id, token: signed.accessToken }
}

/** Registers and verifies through the API with the code given, as the sign-up form sends it. */
async function signUp(email: string, affiliateCode: string) {
  const response = await call('/api/auth/register', registration(email, { affiliateCode }))
  if (response.status !== 200) return response
  expect((await call('/api/auth/verify', { email, code: await latestCode(email) })).status).toBe(200)
  return response
}

describe('joining the agency programme (issue 17 item 1)', { timeout: 30_000 }, () => {
  it('applies with a code of its own: inactive, with the settings’ rates, shown in the user answer and GET /api/user/agency', async () => {
    await agencySettings({ commissionPercent: 25, discountPercent: 10, pendingDays: 15, cookieDays: 30 })
    const an = await customer('an-join')
    const agency = await applied(an, 'an-Proxy-1')
    expect(agency).toMatchObject({ code: 'an-proxy-1', active: false, commissionPercent: 25, discountPercent: 10, activatedAt: null })
    const me = await okJson<{ agency: AgencyView | null; ownerAgency: unknown }>(
      call('/api/user/me', undefined, { headers: { authorization: `Bearer ${an.token}` } }),
    )
    expect(me).toMatchObject({ agency, ownerAgency: null })
    expect(await myAgency(an)).toEqual({
      agency: { ...agency, totals: { customers: 0, pending: 0, paid: 0 } },
      ownerAgency: null,
      pendingDays: 15,
    })
  })

  it("refuses a code out of the spec's format, with the field's message", async () => {
    const an = await customer('an-format')
    for (const code of ['7up', '-x', 'Agent', 'a b', 'a_b', 'đại-lý', '']) {
      const expected = code === '' ? 'fieldIsEmpty' : 'affiliateCodeInvalid'
      expect(await validationOf(agencyCall(an, 'apply', { code })), JSON.stringify(code)).toEqual({ code: expected })
    }
    expect(await validationOf(agencyCall(an, 'apply', { code: `a${'b'.repeat(40)}` }))).toEqual({ code: 'tooLong' })
    expect(await env.DB.prepare('SELECT count(*) AS n FROM agencies').first('n')).toBe(0)
  })

  it('refuses a code taken by another agency or a coupon (any case): COUPON_ALREADY_EXIST; one agency per user: ALREADY_HAVE_AGENCY', async () => {
    const [an, binh] = await Promise.all([customer('an-taken'), customer('binh-taken')])
    await applied(an, 'fastproxy')
    await expectError(agencyCall(binh, 'apply', { code: 'fastProxy' }), 400, 'COUPON_ALREADY_EXIST')
    await env.DB.prepare("INSERT INTO affiliate_codes (code, kind, ref_id, created_at) VALUES ('summer', 'coupon', 'c1', 0)").run()
    await expectError(agencyCall(binh, 'apply', { code: 'summer' }), 400, 'COUPON_ALREADY_EXIST')
    await expectError(agencyCall(an, 'apply', { code: 'another' }), 400, 'ALREADY_HAVE_AGENCY')
    expect((await applied(binh, 'binh-vn')).code).toBe('binh-vn')
  })

  it('makes one agency of concurrent applications: one per code, one per user', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, (_, at) => customer(`race-${at}`)))
    const sameCode = await Promise.all(people.map((who) => agencyCall(who, 'apply', { code: 'hot-code' })))
    expect(sameCode.map((response) => response.status).sort()).toEqual([200, 400, 400, 400, 400, 400])
    const loner = await customer('race-loner')
    const own = await Promise.all(['own-1', 'own-2', 'own-3'].map((code) => agencyCall(loner, 'apply', { code })))
    const bodies = (await Promise.all(own.map((response) => response.json()))) as object[]
    expect(own.map((response) => response.status).sort()).toEqual([200, 400, 400])
    expect(bodies.filter((body) => 'message' in body)).toEqual([{ message: 'ALREADY_HAVE_AGENCY' }, { message: 'ALREADY_HAVE_AGENCY' }])
    const owners = await env.DB.prepare('SELECT user_id, count(*) AS n FROM agencies GROUP BY user_id').all<{ n: number }>()
    expect(owners.results.map((row) => row.n)).toEqual([1, 1])
    // A losing application leaves no code behind.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM affiliate_codes WHERE kind = 'agency'").first('n')).toBe(2)
  })

  it('an inactive agency’s code signs nobody up (AGENCY_NOT_ACTIVE); once an admin activates it, the code and its link make its customers', async () => {
    const an = await customer('an-owner')
    const agency = await applied(an, 'an-shop')
    await expectError(signUp('lan@join.test', 'an-shop'), 400, 'AGENCY_NOT_ACTIVE')
    const boss = await admin()
    const activated = await adminSetsAgency(boss, agency._id, { active: true })
    expect(activated).toMatchObject({ active: true, user: { _id: an.id }, totals: { customers: 0 } })
    expect(activated.activatedAt).toBeGreaterThan(0)
    // Typed at sign-up, in any case.
    expect((await signUp('lan@join.test', 'an-Shop')).status).toBe(200)
    const lan = await login('lan@join.test')
    const me = await okJson<{ ownerAgency: unknown; agency: unknown }>(
      call('/api/user/me', undefined, { headers: { authorization: `Bearer ${lan.accessToken}` } }),
    )
    expect(me).toMatchObject({ ownerAgency: { code: 'an-shop', discountPercent: 5 }, agency: null })
    expect(lan.user).toMatchObject({ ownerAgency: { code: 'an-shop', discountPercent: 5 } })
    expect((await myAgency(an)).agency?.totals).toEqual({ customers: 1, pending: 0, paid: 0 })
    // Deactivated, it refers nobody new; the customers it has stay its own.
    await adminSetsAgency(boss, agency._id, { active: false })
    await expectError(signUp('minh@join.test', 'an-shop'), 400, 'AGENCY_NOT_ACTIVE')
    expect((await myAgency(an)).agency?.totals.customers).toBe(1)
  })

  it('an unknown code is DISCOUNT_NOT_EXISTS and makes no account', async () => {
    await seedAgency('real-agent')
    await expectError(signUp('ghost@join.test', 'no-such-code'), 404, 'DISCOUNT_NOT_EXISTS')
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'ghost@join.test'").first('n')).toBe(0)
  })

  it('admins list agencies by state and search, set rates, and every change is in the audit log', async () => {
    const [an, binh] = await Promise.all([customer('an-list'), customer('binh-list')])
    const [first] = await Promise.all([applied(an, 'an-list'), applied(binh, 'binh-list')])
    const boss = await admin()
    await adminSetsAgency(boss, first._id, { active: true, commissionPercent: 30, discountPercent: 0 })
    const list = (query: string) => okJson<{ data: AdminAgencyView[]; total: number }>(agencyCall(boss, `admin-list${query}`))
    expect((await list('?active=true')).data.map((row) => row.code)).toEqual(['an-list'])
    expect((await list('?active=false')).data.map((row) => row.code)).toEqual(['binh-list'])
    expect((await list('?search=binh-list@')).data.map((row) => row.code)).toEqual(['binh-list'])
    expect((await list('')).total).toBe(2)
    const audit = await env.DB.prepare(
      "SELECT actor_id, user_id, subject, before, after FROM admin_audit WHERE action = 'update_agency'",
    ).all()
    expect(audit.results.map((row) => ({ ...row, before: JSON.parse(String(row.before)), after: JSON.parse(String(row.after)) }))).toEqual([
      {
        actor_id: boss.id,
        user_id: an.id,
        subject: 'an-list',
        before: { active: false, commissionPercent: 20, discountPercent: 5 },
        after: { active: true, commissionPercent: 30, discountPercent: 0 },
      },
    ])
    await expectError(agencyCall(boss, 'admin-update/nope', { active: true }, 'PUT'), 404, 'NOT_FOUND')
    expect(await validationOf(agencyCall(boss, `admin-update/${first._id}`, { commissionPercent: 51 }, 'PUT'))).toEqual({
      commissionPercent: 'invalidValue',
    })
    await expectError(agencyCall(an, 'admin-list'), 409, 'PERMISSION_DENIED')
    await expectError(agencyCall(an, `admin-update/${first._id}`, { active: true }, 'PUT'), 409, 'PERMISSION_DENIED')
  })
})
