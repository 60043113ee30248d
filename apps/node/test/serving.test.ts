import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../worker/test/servers/proxy-servers.ts'
import { type ContractPortal, startContractPortal } from './contract-portal.ts'
import { curl, curlHash, httpProxy, socksProxy } from './curl.ts'
import { access, proxy } from './feed-builder.ts'
import { NodeProcess, until } from './node-process.ts'
import { type Origin, randomBytesOf, startOrigin } from './origin.ts'

/** Serving what the feed says, seen through curl: logins, IP auth, refusals, exits, both protocols. */
let portal: ContractPortal
let origin: Origin
let node: NodeProcess
const ports: Record<string, number> = {}

beforeAll(async () => {
  ;[portal, origin] = await Promise.all([startContractPortal(), startOrigin()])
  for (const name of ['login', 'loginSocks', 'ip', 'ipSocks', 'expired', 'expiredSocks', 'locked', 'quota', 'shared']) {
    ports[name] = await freePort()
  }
  const version = portal.setFeed([
    proxy({
      id: 'p-login',
      httpPort: ports.login as number,
      socksPort: ports.loginSocks as number,
      exitAddress: '127.0.0.3',
      access: [access({ username: 'alice', password: 'AlicePass2026' })],
    }),
    proxy({
      id: 'p-ip',
      httpPort: ports.ip as number,
      socksPort: ports.ipSocks as number,
      exitAddress: '127.0.0.4',
      access: [access({ username: 'bob', password: 'BobPass2026xx', authIps: ['127.0.0.1'] })],
    }),
    proxy({
      id: 'p-expired',
      httpPort: ports.expired as number,
      socksPort: ports.expiredSocks as number,
      access: [access({ username: 'carol', password: 'CarolPass2026', expiresAt: Date.now() - 60_000 })],
    }),
    proxy({
      id: 'p-locked',
      httpPort: ports.locked as number,
      access: [access({ username: 'dave', password: 'DavePass2026', refusal: 'locked' })],
    }),
    proxy({
      id: 'p-quota',
      httpPort: ports.quota as number,
      access: [access({ username: 'erin', password: 'ErinPass2026', refusal: 'quota' })],
    }),
    // A shared-plan proxy: two users on one port, each leaving from the proxy's one exit.
    proxy({
      id: 'p-shared',
      httpPort: ports.shared as number,
      exitAddress: '127.0.0.6',
      access: [
        access({ owner: 'plan', ownerId: 'plan-1', username: 'frank', password: 'FrankPass2026' }),
        access({ owner: 'plan', ownerId: 'plan-2', username: 'grace', password: 'GracePass2026' }),
      ],
    }),
  ])
  node = new NodeProcess({ portalUrl: portal.url, key: portal.key }).start()
  await until(() => portal.state.heartbeats.some((beat) => beat.feedVersion === version), 'the node to serve the feed')
})

afterAll(async () => {
  await node?.dispose()
  await Promise.all([portal?.close(), origin?.close()])
  expect(portal.state.violations).toEqual([])
})

describe('a proxy with a login', () => {
  it('carries plain HTTP from its own exit address', async () => {
    const result = await curl([...httpProxy(ports.login as number, 'alice:AlicePass2026'), `${origin.url}/ip`])
    expect(result).toMatchObject({ exit: 0, status: 200, body: '127.0.0.3' })
  })

  it('leaves from the exit of each proxy while target connections are kept open between requests', async () => {
    const via = {
      login: [ports.login, 'alice:AlicePass2026', '127.0.0.3'],
      shared: [ports.shared, 'frank:FrankPass2026', '127.0.0.6'],
    } as const
    for (const name of ['login', 'shared', 'login', 'shared', 'login'] as const) {
      const [port, login, exit] = via[name]
      if (port === undefined) throw new Error('no port')
      const result = await curl([...httpProxy(port, login), `${origin.url}/ip`])
      expect(result, name).toMatchObject({ status: 200, body: exit })
    }
  })

  it('passes a request body and end-to-end headers on, and keeps the hop-by-hop ones (the login too) to itself', async () => {
    const result = await curl([
      ...httpProxy(ports.login as number, 'alice:AlicePass2026'),
      // curl sends Expect: 100-continue before a large upload: the node answers it and sends the body on.
      ...[
        '--data-binary',
        'a=1&b=2',
        '-H',
        'X-Kept: yes',
        '-H',
        'X-Private: no',
        '-H',
        'Connection: X-Private',
        '-H',
        'Expect: 100-continue',
      ],
      `${origin.url}/echo`,
    ])
    expect(result.status).toBe(200)
    const seen = JSON.parse(result.body) as { method: string; headers: Record<string, string>; body: string }
    expect(seen).toMatchObject({ method: 'POST', body: 'a=1&b=2', headers: { 'x-kept': 'yes', 'content-length': '7' } })
    expect(Object.keys(seen.headers)).not.toContain('proxy-authorization')
    expect(Object.keys(seen.headers)).not.toContain('proxy-connection')
    expect(Object.keys(seen.headers)).not.toContain('x-private')
    expect(Object.keys(seen.headers)).not.toContain('expect')
  })

  it('carries HTTPS through CONNECT', async () => {
    const result = await curl(['--insecure', ...httpProxy(ports.login as number, 'alice:AlicePass2026'), `${origin.httpsUrl}/ip`])
    expect(result).toMatchObject({ exit: 0, status: 200, body: '127.0.0.3' })
  })

  it('carries SOCKS5 with an RFC 1929 login, the name resolved by the node (socks5h)', async () => {
    const result = await curl([
      ...socksProxy(ports.loginSocks as number, 'alice:AlicePass2026'),
      `${origin.url.replace('127.0.0.1', 'localhost')}/ip`,
    ])
    expect(result).toMatchObject({ exit: 0, status: 200, body: '127.0.0.3' })
  })

  it('answers 407 to a wrong password or none, over HTTP and CONNECT alike', async () => {
    const wrong = await curl([...httpProxy(ports.login as number, 'alice:WrongPass2026'), `${origin.url}/ip`])
    expect(wrong.status).toBe(407)
    const none = await curl([...httpProxy(ports.login as number), `${origin.url}/ip`])
    expect(none.status).toBe(407)
    const tunnel = await curl(['--insecure', ...httpProxy(ports.login as number, 'alice:WrongPass2026'), `${origin.httpsUrl}/ip`])
    expect(tunnel.proxyStatus).toBe(407)
    expect(tunnel.exit).not.toBe(0)
  })

  it('fails the SOCKS5 login for a wrong password (RFC 1929 status not 0)', async () => {
    const result = await curl([...socksProxy(ports.loginSocks as number, 'alice:WrongPass2026'), `${origin.url}/ip`])
    expect(result.exit).toBe(97)
    // curl 7.88 words RFC 1929's failure (version 1, status 1) so.
    expect(result.stderr).toMatch(/rejected by the SOCKS5 server \(1 1\)/)
  })

  it('carries every byte unchanged through CONNECT and SOCKS5, for fast and slow clients alike', async () => {
    const size = 24 * 1024 * 1024
    const expected = createHash('sha256').update(randomBytesOf(size)).digest('hex')
    const url = `${origin.url}/random/${size}`
    for (const args of [
      [...httpProxy(ports.login as number, 'alice:AlicePass2026'), '--proxytunnel', url],
      [...socksProxy(ports.loginSocks as number, 'alice:AlicePass2026'), url],
      // A client slower than the target: the node holds the target back instead of queueing.
      ['--limit-rate', '8M', ...httpProxy(ports.login as number, 'alice:AlicePass2026'), '--proxytunnel', url],
    ]) {
      expect(await curlHash(args)).toEqual({ exit: 0, sha256: expected, bytes: size })
    }
  })

  it('lets each user of a shared proxy in with their own login', async () => {
    for (const login of ['frank:FrankPass2026', 'grace:GracePass2026']) {
      const result = await curl([...httpProxy(ports.shared as number, login), `${origin.url}/ip`])
      expect(result).toMatchObject({ exit: 0, body: '127.0.0.6' })
    }
  })
})

describe('IP authentication', () => {
  it('lets an auth IP in without a login over HTTP and SOCKS5 (no-auth method)', async () => {
    const http = await curl([...httpProxy(ports.ip as number), `${origin.url}/ip`])
    expect(http).toMatchObject({ exit: 0, status: 200, body: '127.0.0.4' })
    const socks = await curl([...socksProxy(ports.ipSocks as number), `${origin.url}/ip`])
    expect(socks).toMatchObject({ exit: 0, status: 200, body: '127.0.0.4' })
  })

  it('does not let another address in without a login', async () => {
    // The client leaves from 127.0.0.9, which is not among the auth IPs.
    const result = await curl(['--interface', '127.0.0.9', ...httpProxy(ports.ip as number), `${origin.url}/ip`])
    expect(result.status).toBe(407)
    const socks = await curl(['--interface', '127.0.0.9', ...socksProxy(ports.ipSocks as number), `${origin.url}/ip`])
    expect(socks.exit).toBe(97)
  })
})

describe('refusals with the right login', () => {
  it('answers 403 with the reason for an expired, a locked and an over-quota proxy', async () => {
    for (const [port, login, reason] of [
      [ports.expired, 'carol:CarolPass2026', 'expired'],
      [ports.locked, 'dave:DavePass2026', 'locked'],
      [ports.quota, 'erin:ErinPass2026', 'quota'],
    ] as const) {
      const plain = await curl([...httpProxy(port as number, login), `${origin.url}/ip`])
      expect(plain.status).toBe(403)
      expect(plain.body).toMatch(new RegExp(`^${reason}:`))
      const tunnel = await curl(['--insecure', ...httpProxy(port as number, login), `${origin.httpsUrl}/ip`])
      expect(tunnel.proxyStatus).toBe(403)
    }
  })

  it('refuses an expired SOCKS5 proxy with reply 0x02 (not allowed by ruleset) after a good login', async () => {
    const result = await curl([...socksProxy(ports.expiredSocks as number, 'carol:CarolPass2026'), `${origin.url}/ip`])
    expect(result.exit).toBe(97)
    // curl 7.88 prints the reply code: 2 is 'connection not allowed by ruleset'.
    expect(result.stderr).toMatch(/Can't complete SOCKS5 connection to .*\(2\)/)
  })
})
