import { describe, expect, it } from 'vitest'
import { bearer, expectError } from './accounts'
import { customer } from './order-fixtures'
import { request } from './worker'

describe('GET /api/user/my-ip', () => {
  it("answers the caller's address and country as the edge reports them, and null when it does not", async () => {
    const { token } = await customer('ipcaller')
    const seen = await request('/api/user/my-ip', { headers: { ...bearer(token), 'cf-connecting-ip': '203.0.113.7' } })
    expect(await seen.json()).toEqual({ ip: '203.0.113.7', countryCode: null })
    const unknown = await request('/api/user/my-ip', { headers: bearer(token) })
    expect(await unknown.json()).toEqual({ ip: null, countryCode: null })
  })

  it('needs a session', async () => {
    await expectError(request('/api/user/my-ip'), 401, 'INVALID_TOKEN')
  })
})
