import { describe, expect, it } from 'vitest'
import { customerReference, type OpenApiDocument } from '../src/contract/api-reference'
import { defaultLimits } from '../src/contract/rate-limits'
import { request } from './worker'

/** Issue 18 item 4: the reference /api shows, read from the document the Worker serves. */
describe('the customer API reference', () => {
  it('lists what an API key may call with its parameters and body fields, and the key calls, never the account calls', async () => {
    const document = (await (await request('/api/openapi.json')).json()) as OpenApiDocument
    const { apiKey, keyCalls } = customerReference(document)
    const named = (list: typeof apiKey) => list.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`)

    expect(named(apiKey)).toEqual(expect.arrayContaining(['GET /api/user/me', 'GET /api/order/list', 'POST /api/bought-proxy/change-ip']))
    // Money, the account and its keys need a signed-in session: the reference never offers them.
    for (const call of [
      'POST /api/user/generate-key',
      'DELETE /api/user/revoke-key',
      'POST /api/user/download-link',
      'PUT /api/user/update',
    ]) {
      expect(named(apiKey)).not.toContain(call)
    }
    expect(named(keyCalls)).toEqual(['GET /api/key/current-proxy', 'GET /api/key/change-ip', 'POST /api/key/change-ip'])

    const exportAll = apiKey.find((operation) => operation.path === '/api/bought-proxy/export-all-proxy')
    expect(exportAll?.fields.find((field) => field.name === 'format')).toEqual({
      name: 'format',
      in: 'query',
      required: false,
      type: 'string',
      values: ['colon', 'at', 'http', 'socks5', 'csv', 'json', 'custom'],
      default: 'colon',
    })
    const detail = apiKey.find((operation) => operation.path === '/api/order/detail/{id}')
    expect(detail?.fields).toEqual([{ name: 'id', in: 'path', required: true, type: 'string', values: [] }])
    const changeIp = apiKey.find((operation) => operation.path === '/api/bought-proxy/change-ip')
    expect(changeIp?.fields).toEqual([{ name: 'listBoughtProxyId', in: 'body', required: true, type: 'string[]', values: [] }])
    // A body of alternatives: each field once, required only when every alternative needs it.
    const planChange = apiKey.find((operation) => operation.path === '/api/plan/quote-change')
    expect(planChange?.fields.find((field) => field.name === 'action')).toMatchObject({ required: true })
    expect(planChange?.fields.find((field) => field.name === 'amount')).toMatchObject({ required: false })
    expect(keyCalls[0]?.fields.map((field) => [field.name, field.required])).toEqual([
      ['key', true],
      ['format', false],
    ])
    // The key calls state their limit from the number the Worker keeps (the page states it from the same).
    const { limit, windowMs } = defaultLimits.keyCallsPerKey
    for (const call of keyCalls) expect(call.summary).toContain(`At most ${limit} calls per ${windowMs / 1000} s`)
  })
})
