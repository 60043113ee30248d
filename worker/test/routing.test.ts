import { describe, expect, it } from 'vitest'
import { request } from './worker'

describe('the Worker entry', () => {
  it('sends /api/* to the API', async () => {
    const response = await request('/api/health')
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toMatchObject({ ok: true })
  })

  it('sends every other path to the portal, /api itself included (the API page)', async () => {
    for (const path of ['/', '/en', '/auth/Login', '/api', '/apis', '/en/api', '/no/such/page']) {
      const response = await request(path)
      expect(await response.text()).toBe(`portal:${path}`)
    }
  })

  it('hands the portal the API in process', async () => {
    const response = await request('/dashboard?via-portal=/api/setting/list')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ vndPerUsd: 26000 })
  })

  it('answers an unknown API path with NOT_FOUND in the error envelope', async () => {
    const response = await request('/api/no-such-call')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'NOT_FOUND' })
  })
})
