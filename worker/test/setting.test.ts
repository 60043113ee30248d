import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { request } from './worker'

async function store(key: string, value: unknown) {
  await env.DB.prepare('INSERT INTO settings (key, value, updated_at) VALUES (?, ?, 0)').bind(key, JSON.stringify(value)).run()
}

const contacts = { social: 'https://facebook.com/p', channel: 'https://t.me/c', chat: 'https://zalo.me/1' }

describe('GET /api/setting/list', () => {
  it('answers the defaults when nothing is configured', async () => {
    const response = await request('/api/setting/list')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      bankAccounts: [],
      contacts: null,
      sisterSites: [],
      company: null,
      tutorialVideo: null,
      vndPerUsd: 26000,
      promotionTiers: [
        { overUsd: 44, percent: 10 },
        { overUsd: 220, percent: 15 },
      ],
      promoPopup: null,
      lowStockThresholds: {},
      agency: { commissionPercent: 20, discountPercent: 5, pendingDays: 15, cookieDays: 30 },
      captcha: { register: true, signIn: true },
    })
  })

  it('answers what the admin configured', async () => {
    await store('contacts', contacts)
    await store('vndPerUsd', 25500)
    await store('tutorialVideo', { url: 'https://www.youtube.com/watch?v=abc' })
    const body = await (await request('/api/setting/list')).json()
    expect(body).toMatchObject({ contacts, vndPerUsd: 25500, tutorialVideo: { url: 'https://www.youtube.com/watch?v=abc' } })
  })

  it('hides a part whose stored value is invalid and keeps the rest', async () => {
    await store('contacts', { ...contacts, chat: 'javascript:alert(1)' })
    await store('sisterSites', [{ name: 'A', url: 'https://a.example' }])
    await store('vndPerUsd', 0)
    const body = await (await request('/api/setting/list')).json()
    expect(body).toMatchObject({ contacts: null, sisterSites: [{ name: 'A', url: 'https://a.example' }], vndPerUsd: 26000 })
  })

  it('does not answer private settings', async () => {
    await store('paypalSecret', 'do-not-leak')
    expect(await (await request('/api/setting/list')).text()).not.toContain('do-not-leak')
  })
})
