import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { expectLoggedErrors } from './fresh-database'
import { request } from './worker'

describe('the error safety net', () => {
  it('turns an unexpected failure into UNKNOW_ERROR 500 with no trace of it', async () => {
    const logged = expectLoggedErrors()
    // A real fault: the table the call reads is gone.
    await env.DB.exec('DROP TABLE settings')
    const response = await request('/api/setting/list')
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ message: 'UNKNOW_ERROR' })
    expect(text).not.toMatch(/settings|sqlite|D1|at \w+ \(/i)
    // The operator still gets the whole story in the log.
    expect(logged.flat().map(String).join(' ')).toMatch(/GET \/api\/setting\/list.*settings/s)
  })
})
