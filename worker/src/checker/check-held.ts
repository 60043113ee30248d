import type { HealthView } from '../contract/bought-proxies'
import type { ProxyProtocol } from '../contract/inventory'
import { type CheckSettings, checkProxy } from './check-proxy'
import type { HealthUpdate, HeldProxy } from './held-proxies'
import { CHECK_CONCURRENCY, eachLimited } from './pool'

export type HeldCheck = { id: string; health: HealthView; exitIp: string | null; protocols: ProxyProtocol[] }

/**
 * Checks a bought proxy on each port it has (HTTP, then SOCKS5) with the customer's login. It is alive
 * only when every port works (a dead port is what the customer needs to hear about); the latency is the
 * first working port's, the failure the first failing port's.
 */
async function checkHeld(proxy: HeldProxy, settings: CheckSettings): Promise<HeldCheck> {
  const login = { username: proxy.username, password: proxy.password }
  const ports = [
    ['http', proxy.httpPort],
    ['socks5', proxy.socksPort],
  ] as const
  const results = []
  for (const [protocol, port] of ports) {
    if (port !== null)
      results.push(await checkProxy({ host: proxy.host, port, login, scheme: protocol }, protocol, settings, proxy.ipVersion))
  }
  const working = results.filter((result) => result.alive)
  const health: HealthView = {
    checkedAt: Date.now(),
    alive: working.length > 0 && working.length === results.length,
    latencyMs: working[0]?.latencyMs ?? null,
    failure: results.find((result) => !result.alive)?.failure ?? null,
  }
  return {
    id: proxy.id,
    health,
    exitIp: working.find((result) => result.exitIp)?.exitIp ?? null,
    protocols: working.flatMap((r) => r.protocols),
  }
}

/** Checks many, at most CHECK_CONCURRENCY at a time; answers in the order given. */
export async function checkHeldProxies(list: HeldProxy[], settings: CheckSettings): Promise<HeldCheck[]> {
  const checks: HeldCheck[] = []
  await eachLimited(list, CHECK_CONCURRENCY, async (proxy, index) => {
    checks[index] = await checkHeld(proxy, settings)
  })
  return checks
}

export const healthUpdates = (checks: HeldCheck[]): HealthUpdate[] => checks.map(({ id, health }) => ({ id, ...health }))
