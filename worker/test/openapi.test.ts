import { describe, expect, it } from 'vitest'
import { request } from './worker'

describe('the API reference', () => {
  it('serves an OpenAPI 3.1 document built from the routes', async () => {
    const response = await request('/api/openapi.json')
    expect(response.status).toBe(200)
    const spec = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> }
    expect(spec.openapi).toBe('3.1.0')
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/setting/list']))
    expect(spec.paths['/api/health']).toHaveProperty('get')
  })

  it('serves a readable reference page listing the operations', async () => {
    const response = await request('/api/docs')
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('GET /api/health')
    expect(html).toContain('GET /api/setting/list')
    expect(html).not.toContain('<script')
  })
})
