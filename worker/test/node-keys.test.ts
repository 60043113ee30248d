import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { NodeKeyAnswer, SubServerView } from '../src/contract/inventory'
import { expectError } from './accounts'
import { adminAndCustomer, type Caller, node, ok } from './catalogue-helpers'
import { pull } from './node-fixtures'

describe('node keys on /admin/inventory', () => {
  let admin: Caller
  let customer: Caller
  let id: string
  beforeEach(async () => {
    ;({ admin, customer } = await adminAndCustomer())
    id = await node(admin, 'hn-02')
  })

  it('issues a pn_ key shown once (only its hash is kept), which names the node; a new key replaces the old', async () => {
    const issued = await ok<NodeKeyAnswer>(admin.post(`/api/sub-server/issue-key/${id}`, {}))
    expect(issued).toEqual({ subServerId: id, key: expect.stringMatching(/^pn_[A-Za-z0-9_-]{43}$/), prefix: issued.key.slice(0, 10) })
    const stored = await env.DB.prepare('SELECT key_hash, key_prefix FROM sub_servers WHERE id = ?')
      .bind(id)
      .first<Record<string, string>>()
    expect(stored?.key_hash).not.toContain(issued.key.slice(3))
    expect(stored?.key_prefix).toBe(issued.prefix)
    const [listed] = await ok<SubServerView[]>(admin.get('/api/sub-server/list'))
    expect(JSON.stringify(listed)).not.toContain(issued.key)
    expect(listed?.key).toEqual({ prefix: issued.prefix, issuedAt: expect.any(Number) })

    const feed = await ok<{ subServerId: string }>(pull(issued.key))
    expect(feed.subServerId).toBe(id)
    const again = await ok<NodeKeyAnswer>(admin.post(`/api/sub-server/issue-key/${id}`, {}))
    expect(again.key).not.toBe(issued.key)
    await expectError(pull(issued.key), 409, 'PERMISSION_DENIED')
    expect((await pull(again.key)).status).toBe(200)
  })

  it('revokes a key: the node is refused from then on', async () => {
    const issued = await ok<NodeKeyAnswer>(admin.post(`/api/sub-server/issue-key/${id}`, {}))
    await ok(admin.delete(`/api/sub-server/revoke-key/${id}`))
    await expectError(pull(issued.key), 409, 'PERMISSION_DENIED')
    expect((await ok<SubServerView[]>(admin.get('/api/sub-server/list')))[0]?.key).toBeNull()
  })

  it('is for admins only, and names nodes that exist', async () => {
    await expectError(customer.post(`/api/sub-server/issue-key/${id}`, {}), 409, 'PERMISSION_DENIED')
    await expectError(customer.delete(`/api/sub-server/revoke-key/${id}`), 409, 'PERMISSION_DENIED')
    await expectError(admin.post('/api/sub-server/issue-key/no-such-node', {}), 404, 'NOT_FOUND')
    await expectError(admin.delete('/api/sub-server/revoke-key/no-such-node'), 404, 'NOT_FOUND')
  })

  it('keeps an IPv6 prefix per node, normalised, and refuses what is not an IPv6 network', async () => {
    const saved = await ok<SubServerView>(admin.put(`/api/sub-server/update/${id}`, { ipv6Prefix: 'FD00:7696:0::/64' }))
    expect(saved.ipv6Prefix).toBe('fd00:7696::/64')
    for (const bad of ['203.0.113.0/24', 'fd00:7696::1/64', 'fd00::/16', 'nonsense']) {
      const answer = await admin.put(`/api/sub-server/update/${id}`, { ipv6Prefix: bad })
      expect(((await answer.json()) as { details: unknown }).details).toEqual([{ path: 'ipv6Prefix', message: 'ipv6Prefix' }])
    }
    expect((await ok<SubServerView>(admin.put(`/api/sub-server/update/${id}`, { ipv6Prefix: '' }))).ipv6Prefix).toBeNull()
  })
})
