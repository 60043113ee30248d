import { isIpv4 } from '../contract/ipv4'
import { endpointOf } from '../domain/proxy-lines'
import type { Connection } from './connection'
import { type Endpoint, readHead } from './http-connect'

const MAX_BODY = 4096

/** Where the echo service listens: the tunnel's target. */
export function echoEndpoint(echo: URL): Endpoint {
  const host = echo.hostname.replace(/^\[|\]$/g, '')
  return { host, port: Number(echo.port) || (echo.protocol === 'https:' ? 443 : 80) }
}

function isIp(text: string): boolean {
  if (isIpv4(text)) return true
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return false
  try {
    new URL(`http://[${text}]/`)
    return true
  } catch {
    return false
  }
}

/** The address in an echo answer: plain text, or JSON with `ip`, `origin` (httpbin) or `query` (ip-api). */
export function ipOf(body: string): string | null {
  const text = body.trim()
  let candidate = text
  if (text.startsWith('{')) {
    try {
      const json = JSON.parse(text) as Record<string, unknown>
      candidate = String(json.ip ?? json.origin ?? json.query ?? '')
    } catch {
      return null
    }
  }
  candidate = candidate.split(',')[0]?.trim() ?? ''
  return isIp(candidate) ? candidate : null
}

/** Unwraps a chunked body (RFC 9112 section 7.1); chunk extensions and trailers are ignored. */
function unchunk(raw: string): string {
  let out = ''
  let rest = raw
  for (;;) {
    const lineEnd = rest.indexOf('\r\n')
    const size = Number.parseInt(rest.slice(0, lineEnd), 16)
    if (lineEnd < 0 || !Number.isFinite(size) || size === 0) return out
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size)
    rest = rest.slice(lineEnd + 2 + size + 2)
  }
}

/**
 * Asks the echo service, through the open tunnel, which address it sees: a plain HTTP GET, inside TLS
 * for an https:// URL. Any failure leaves the exit IP unknown (null); the proxy itself already passed.
 */
export async function lookUpExitIp(tunnel: Connection, echo: URL): Promise<string | null> {
  let connection = tunnel
  try {
    if (echo.protocol === 'https:') connection = tunnel.startTls(echo.hostname.replace(/^\[|\]$/g, ''))
    const target = echoEndpoint(echo)
    const host = echo.port ? endpointOf(target.host, target.port) : echo.host
    const request = [
      `GET ${echo.pathname}${echo.search} HTTP/1.1`,
      `Host: ${host}`,
      'Accept: */*',
      'User-Agent: proxy-portal-checker',
      'Connection: close',
    ]
    await connection.write(new TextEncoder().encode(`${request.join('\r\n')}\r\n\r\n`))
    const head = await readHead(connection)
    if (head?.status !== 200) return null
    const length = Number(head.headers.get('content-length') ?? Number.NaN)
    const body = Number.isInteger(length) && length <= MAX_BODY ? await connection.read(length) : await connection.readToEnd(MAX_BODY)
    const raw = new TextDecoder().decode(body)
    return ipOf(head.headers.get('transfer-encoding')?.toLowerCase().includes('chunked') ? unchunk(raw) : raw)
  } catch {
    return null
  } finally {
    await connection.close()
  }
}
