import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, login } from './accounts'

describe('the local demo seed (POST /api/dev/seed)', () => {
  it('adds settings, countries and the two demo logins once; a second run adds nothing', async () => {
    const first = (await (await call('/api/dev/seed', {})).json()) as { added: string[] }
    expect(first.added).toEqual(
      expect.arrayContaining(['setting contacts', 'country VN', 'user admin@demo.local', 'user customer@demo.local']),
    )
    expect((await (await call('/api/dev/seed', {})).json()) as { added: string[] }).toEqual({ added: [] })

    expect((await login('admin@demo.local', 'Admin@12345')).user).toMatchObject({ username: 'admin', role: 0, twoFactorEnabled: false })
    expect((await login('customer', 'Customer@12345')).user).toMatchObject({ email: 'customer@demo.local', role: 1 })
  })

  it('never overwrites what an admin changed', async () => {
    await env.DB.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('vndPerUsd', '25000', 1)").run()
    await call('/api/dev/seed', {})
    expect(await (await call('/api/setting/list')).json()).toMatchObject({ vndPerUsd: 25000 })
  })
})
