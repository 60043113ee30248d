import type { ReferenceOperation } from '@proxy-portal/worker/contract/api-reference'
import { describe, expect, it } from 'vitest'
import { callParts, example } from './examples'

const origin = 'https://portal.example'
const renew: ReferenceOperation = {
  method: 'put',
  path: '/api/key/renew/{id}',
  tag: 'key',
  summary: '',
  fields: [
    { name: 'id', in: 'path', required: true, type: 'string', values: [] },
    { name: 'ids', in: 'body', required: true, type: 'string[]', values: [] },
    { name: 'autoRenew', in: 'body', required: true, type: 'boolean', values: [] },
    { name: 'note', in: 'body', required: false, type: 'string', values: [] },
  ],
}

describe('the examples on /api', () => {
  it('write one call in curl, Python and JavaScript: stand-ins for path fields, the required body, the key as Bearer', () => {
    const parts = callParts(origin, renew, "pk_it's")
    expect(example('curl', parts)).toBe(
      [
        "curl -sS -X PUT 'https://portal.example/api/key/renew/<id>'",
        `  -H 'Authorization: Bearer pk_it'\\''s'`,
        "  -H 'Content-Type: application/json'",
        `  -d '{"ids":["<ids>"],"autoRenew":true}'`,
      ].join(' \\\n'),
    )
    expect(example('python', parts)).toContain(`json={"ids": ["<ids>"], "autoRenew": True},`)
    expect(example('javascript', parts)).toContain(`body: JSON.stringify({"ids":["<ids>"],"autoRenew":true}),`)
  })

  it('put a rotating key in the query, with no Authorization header', () => {
    const currentProxy: ReferenceOperation = {
      method: 'get',
      path: '/api/key/current-proxy',
      tag: 'key',
      summary: '',
      fields: [
        { name: 'key', in: 'query', required: true, type: 'string', values: [] },
        { name: 'format', in: 'query', required: false, type: 'string', values: ['json', 'text'], default: 'json' },
      ],
    }
    expect(example('curl', callParts(origin, currentProxy, 'rk_abc'))).toBe(
      "curl -sS 'https://portal.example/api/key/current-proxy?key=rk_abc'",
    )
  })
})
