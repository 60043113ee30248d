import { describe, expect, it } from 'vitest'
import { request } from './worker'

describe('security headers', () => {
  it('are on every response: API and portal', async () => {
    for (const path of ['/api/health', '/api/no-such', '/', '/dashboard']) {
      const response = await request(path)
      expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
    }
  })

  it('give API answers a policy under which nothing runs', async () => {
    const policy = (await request('/api/health')).headers.get('content-security-policy')
    expect(policy).toContain("default-src 'none'")
    expect(policy).not.toContain('script-src')
  })
})
