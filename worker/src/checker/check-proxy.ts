import type { CheckFailure } from '../contract/bought-proxies'
import type { CheckProtocol, CheckResult, CheckTarget } from '../contract/checker'
import type { ProxyProtocol } from '../contract/inventory'
import { CheckFailed, Connection } from './connection'
import { addressAllowed, isLoopbackName, isPortal, type PortalEndpoint } from './destinations'
import { isIpLiteral, resolveHost } from './dns'
import { echoEndpoint, lookUpExitIp } from './exit-ip'
import { type Endpoint, httpConnect, NotHttp } from './http-connect'
import { socks5Connect } from './socks5'

/**
 * How checks run: each proxy's bound (connect, handshake and exit-IP request together), the echo
 * service if any, and where checks may go: loopback or not, the DNS-over-HTTPS resolver names are
 * judged by, and the portal's own endpoint (ADR 0024).
 */
export type CheckSettings = {
  timeoutMs: number
  echo: URL | null
  /** The echo for proxies known to leave over IPv6 (CHECK_ECHO6_URL); `echo` when unset. */
  echo6: URL | null
  allowLoopback: boolean
  resolver: URL
  portal: PortalEndpoint | null
}

type Destination = { ok: true; address: string } | { ok: false; failure: CheckFailure }

/**
 * The address a check dials, or why it dials nothing: 'blocked' for the operator's own network and the
 * portal, 'dns' for a name without an address (or that the resolver could not answer for: a name not
 * judged is not dialled). A name is dialled by the address judged, never looked up again.
 */
async function destinationOf(target: CheckTarget, settings: CheckSettings, deadline: number): Promise<Destination> {
  const blocked = { ok: false, failure: 'blocked' } as const
  if (isPortal(target.host, target.port, settings.portal)) return blocked
  if (isIpLiteral(target.host)) return addressAllowed(target.host, settings.allowLoopback) ? { ok: true, address: target.host } : blocked
  if (isLoopbackName(target.host)) return settings.allowLoopback ? { ok: true, address: '127.0.0.1' } : blocked
  const found = await resolveHost(settings.resolver, target.host, deadline)
  if (found.status !== 'found') return { ok: false, failure: 'dns' }
  if (!found.addresses.every((address) => addressAllowed(address, settings.allowLoopback))) return blocked
  return { ok: true, address: found.addresses[0] ?? '' }
}

/**
 * Where the tunnel goes when no echo service is configured: the handshake still needs a target, and a
 * proxy only answers CONNECT once it reached it. An address, so the proxy needs no DNS for it; an IPv6
 * one for a proxy that leaves over IPv6, which cannot reach an IPv4 address.
 */
const FALLBACK_TARGET: Endpoint = { host: '1.1.1.1', port: 443 }
const FALLBACK_TARGET_V6: Endpoint = { host: '2606:4700:4700::1111', port: 443 }

/** How a proxy leaves, when the checker knows it (a bought proxy); a pasted line's is unknown. */
export type ExitFamily = 'ipv4' | 'ipv6' | 'unknown'

type Attempt =
  | { ok: true; connectMs: number; handshakeMs: number; latencyMs: number; exitIp: string | null }
  | { ok: false; failure: CheckFailure; connectMs: number | null; notHttp: boolean }

/** One protocol on one port: connect, handshake, then the exit IP through the tunnel. */
async function attempt(
  target: CheckTarget,
  address: string,
  protocol: ProxyProtocol,
  settings: CheckSettings,
  deadline: number,
  exit: ExitFamily,
): Promise<Attempt> {
  const started = Date.now()
  const echo = exit === 'ipv6' ? (settings.echo6 ?? settings.echo) : settings.echo
  let connection: Connection | null = null
  let connectMs: number | null = null
  try {
    connection = await Connection.open(address, target.port, deadline, echo?.protocol === 'https:')
    const opened = Date.now()
    connectMs = opened - started
    const tunnelTo = echo ? echoEndpoint(echo) : exit === 'ipv6' ? FALLBACK_TARGET_V6 : FALLBACK_TARGET
    if (protocol === 'http') await httpConnect(connection, tunnelTo, target.login)
    else await socks5Connect(connection, tunnelTo, target.login)
    const ready = Date.now()
    const exitIp = echo ? await lookUpExitIp(connection, echo) : null
    return { ok: true, connectMs, handshakeMs: ready - opened, latencyMs: (exitIp ? Date.now() : ready) - started, exitIp }
  } catch (error) {
    if (!(error instanceof CheckFailed)) throw error
    return { ok: false, failure: error.failure, connectMs, notHttp: error instanceof NotHttp }
  } finally {
    await connection?.close()
  }
}

/**
 * Checks one proxy within `settings.timeoutMs`. A URL scheme on the line fixes the protocol; 'auto' tries
 * HTTP first (a SOCKS5 server hangs up on "CONNECT", while an HTTP proxy would sit silent on a SOCKS5
 * greeting until the bound), and SOCKS5 only when the port answered something that is not HTTP. `exit`:
 * how the proxy leaves, which picks the echo (or the fallback target) it can reach.
 */
export async function checkProxy(
  target: CheckTarget,
  choice: CheckProtocol,
  settings: CheckSettings,
  exit: ExitFamily = 'unknown',
): Promise<CheckResult> {
  const deadline = Date.now() + settings.timeoutMs
  const destination = await destinationOf(target, settings, deadline)
  if (!destination.ok) {
    return { alive: false, protocols: [], connectMs: null, handshakeMs: null, latencyMs: null, exitIp: null, failure: destination.failure }
  }
  const wanted = target.scheme ?? choice
  const order: ProxyProtocol[] = wanted === 'auto' ? ['http', 'socks5'] : [wanted]
  let failed: Extract<Attempt, { ok: false }> | null = null
  for (const protocol of order) {
    const result = await attempt(target, destination.address, protocol, settings, deadline, exit)
    if (result.ok) {
      const { connectMs, handshakeMs, latencyMs, exitIp } = result
      return { alive: true, protocols: [protocol], connectMs, handshakeMs, latencyMs, exitIp, failure: null }
    }
    failed = result
    if (!result.notHttp) break
  }
  const failure = failed?.failure ?? 'bad_reply'
  return { alive: false, protocols: [], connectMs: failed?.connectMs ?? null, handshakeMs: null, latencyMs: null, exitIp: null, failure }
}
