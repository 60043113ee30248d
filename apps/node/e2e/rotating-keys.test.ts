import type { KeyPackageView } from '@proxy-portal/worker/contract/key-packages'
import type { BuyKeysAnswer, KeyProxyAnswer, KeyView } from '@proxy-portal/worker/contract/keys'
import { NODE_POLL_SECONDS } from '@proxy-portal/worker/contract/node-feed'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { curl } from '../test/curl.ts'
import { takeDemoPorts } from '../test/demo-ports.ts'
import { NodeProcess, until } from '../test/node-process.ts'
import { call, customerToken, demoProxies, portalUrl } from './portal.ts'

/**
 * A rotating key end to end (ADR 0028): the demo customer buys a key of the demo's rotating pool on
 * the product, the local node serves its endpoint, curl through it sees exit A; the public change-IP
 * call (the key alone) answers B once the node serves it; curl through the same endpoint and login
 * sees B; the get-proxy call reports B.
 */
let node: NodeProcess
let ports: { release: () => void }
let token: string
let key: KeyView

const portal = () => portalUrl().replace('localhost', '127.0.0.1')
const myIpThrough = async (scheme: 'http' | 'socks5h', port: number | null, login: string) => {
  const answer = await curl([
    '--proxy',
    `${scheme}://${login}@127.0.0.1:${port}`,
    '--header',
    `authorization: Bearer ${token}`,
    `${portal()}/api/user/my-ip`,
  ])
  // A refusal's body is the node's own text, not the portal's JSON.
  const ip = answer.status === 200 ? (JSON.parse(answer.body) as { ip?: string }).ip : undefined
  return { status: answer.status, ip }
}
const publicCall = async <T>(path: string): Promise<T> => {
  const answer = await curl([`${portal()}${path}`], 40)
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body}`)
  return JSON.parse(answer.body) as T
}

beforeAll(async () => {
  token = await customerToken()
  ports = await takeDemoPorts()
  node = new NodeProcess({ portalUrl: portalUrl(), key: inject('demoNodeKey') }).start()
  // The node is up once a demo proxy carries traffic (and it has reported: keys are sold only from a node heard from).
  const [proxy] = await demoProxies(token, 'ipv4')
  await until(
    async () => (await myIpThrough('http', proxy?.httpPort ?? null, `${proxy?.username}:${proxy?.password}`)).status === 200,
    'the node serving the demo proxies',
    30_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${node.output}`)
  })
  const packages = await call<{ data: KeyPackageView[] }>('/api/key-package/list?ipVersion=ipv4', token)
  const month = packages.data.find((pkg) => pkg.name === 'Xoay VN 1 tháng')
  expect(month?.stock).toBeGreaterThan(1)
  const bought = await call<BuyKeysAnswer>('/api/key/buy', token, 'POST', { packageId: month?._id, amount: 1 })
  key = bought.keys[0] as KeyView
  // Within one sync the node serves the key's endpoint with the key's login.
  await until(
    async () => (await myIpThrough('http', key.httpPort, `${key.username}:${key.password}`)).status === 200,
    "the node serving the key's endpoint",
    NODE_POLL_SECONDS * 1000 + 5000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${node.output}`)
  })
})

afterAll(async () => {
  await node?.dispose()
  ports?.release()
})

describe('a rotating key through the local node', () => {
  it('leaves from exit A, changes to B with the key alone, then leaves from B through the same endpoint and login', async () => {
    const login = `${key.username}:${key.password}`
    const exitA = key.exitIp
    expect(exitA).toMatch(/^127\.0\.\d+\.\d+$/)
    expect(await myIpThrough('http', key.httpPort, login)).toEqual({ status: 200, ip: exitA })
    expect(await myIpThrough('socks5h', key.socksPort, login)).toEqual({ status: 200, ip: exitA })

    const started = Date.now()
    const changed = await publicCall<KeyProxyAnswer>(`/api/key/change-ip?key=${key.key}`)
    const exitB = changed.exitIp
    expect(changed).toMatchObject({
      changing: false,
      host: key.host,
      httpPort: key.httpPort,
      username: key.username,
      password: key.password,
    })
    expect(exitB).not.toBe(exitA)
    // Answered once the node serves it: a node serving keys pulls every 2 s and reports at once.
    expect(Date.now() - started).toBeLessThan(15_000)

    expect(await myIpThrough('http', key.httpPort, login)).toEqual({ status: 200, ip: exitB })
    expect(await myIpThrough('socks5h', key.socksPort, login)).toEqual({ status: 200, ip: exitB })
    const current = await publicCall<KeyProxyAnswer>(`/api/key/current-proxy?key=${key.key}`)
    expect(current).toMatchObject({ exitIp: exitB, changing: false })
    expect(current.nextChangeInSeconds).toBeGreaterThan(0)
    // Too soon for another: GET_IP_TOO_FAST, and the exit stays B.
    const again = await curl([`${portal()}/api/key/change-ip?key=${key.key}`])
    expect({ status: again.status, body: JSON.parse(again.body) }).toEqual({ status: 400, body: { message: 'GET_IP_TOO_FAST' } })
    expect((await myIpThrough('http', key.httpPort, login)).ip).toBe(exitB)
  })

  it('refuses a wrong password on the key’s endpoint with 407', async () => {
    expect((await myIpThrough('http', key.httpPort, `${key.username}:Wrong${key.password}`)).status).toBe(407)
  })
})
