import type { ImportLineError, ProxyLineProblem, ProxyProtocol } from '../contract/inventory'

/** One proxy read from a line of an import list (IPv6 hosts without brackets, canonical form). */
export type ProxyLine = { line: number; host: string; port: number; username: string; password: string }

type Read = { ok: true; proxy: Omit<ProxyLine, 'line'> } | { ok: false; problem: ProxyLineProblem }

const MAX_LINE = 1000
const schemes: Record<string, ProxyProtocol> = { http: 'http', https: 'http', socks5: 'socks5', socks5h: 'socks5' }
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/
const CREDENTIAL = /^\S{1,128}$/

const failed = (problem: ProxyLineProblem): Read => ({ ok: false, problem })

/** An IPv6 address in its canonical form (the URL parser's), or null. */
function canonicalIpv6(text: string): string | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return null
  try {
    return new URL(`http://[${text}]/`).hostname.slice(1, -1)
  } catch {
    return null
  }
}

/** A host: IPv4, [IPv6] (brackets given by the caller's form) or a DNS name; all-digit names must be IPv4. */
function readHost(text: string, bracketed: boolean): string | null {
  if (bracketed) return canonicalIpv6(text)
  const host = text.toLowerCase()
  if (/^[\d.]+$/.test(host)) return IPV4.test(host) ? host : null
  return HOSTNAME.test(host) ? host : null
}

function readPort(text: string): number | null {
  if (!/^\d{1,5}$/.test(text)) return null
  const port = Number(text)
  return port >= 1 && port <= 65_535 ? port : null
}

/** `host:port` or `[v6]:port`, then whatever follows the port (after one more ':'). */
function splitAddress(text: string): { host: string | null; port: string; rest: string | null } {
  if (text.startsWith('[')) {
    const close = text.indexOf(']')
    if (close < 0 || text[close + 1] !== ':') return { host: null, port: '', rest: null }
    const [port = '', ...rest] = text.slice(close + 2).split(':')
    return { host: readHost(text.slice(1, close), true), port, rest: rest.length ? rest.join(':') : null }
  }
  const [host = '', port = '', ...rest] = text.split(':')
  return { host: readHost(host, false), port, rest: rest.length ? rest.join(':') : null }
}

function credentials(username: string, password: string): Read | null {
  return CREDENTIAL.test(username) && CREDENTIAL.test(password) ? null : failed('credentials')
}

/** `ip:port:user:pass` (the password may hold ':'). */
function readColonForm(text: string): Read {
  const { host, port, rest } = splitAddress(text)
  if (rest === null) return failed(port ? 'credentials' : 'format')
  if (host === null) return failed('host')
  const parsedPort = readPort(port)
  if (parsedPort === null) return failed('port')
  const colon = rest.indexOf(':')
  if (colon < 0) return failed('credentials')
  const username = rest.slice(0, colon)
  const password = rest.slice(colon + 1)
  return credentials(username, password) ?? { ok: true, proxy: { host, port: parsedPort, username, password } }
}

/** `user:pass@host:port`; in URLs the credentials are percent-encoded. */
function readAuthorityForm(text: string, encoded: boolean): Read {
  const at = text.lastIndexOf('@')
  const auth = text.slice(0, at)
  const colon = auth.indexOf(':')
  if (colon < 0) return failed('credentials')
  let username = auth.slice(0, colon)
  let password = auth.slice(colon + 1)
  if (encoded) {
    try {
      username = decodeURIComponent(username)
      password = decodeURIComponent(password)
    } catch {
      return failed('credentials')
    }
  }
  const { host, port, rest } = splitAddress(text.slice(at + 1))
  if (rest !== null) return failed('format')
  if (host === null) return failed('host')
  const parsedPort = readPort(port)
  if (parsedPort === null) return failed('port')
  return credentials(username, password) ?? { ok: true, proxy: { host, port: parsedPort, username, password } }
}

/** One line in any accepted form; a URL's scheme must be the protocol the list is imported as. */
export function readProxyLine(text: string, protocol: ProxyProtocol): Read {
  if (text.length > MAX_LINE) return failed('format')
  const url = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/i.exec(text)
  if (url) {
    const scheme = schemes[(url[1] ?? '').toLowerCase()]
    if (scheme !== protocol) return failed('scheme')
    const rest = (url[2] ?? '').replace(/\/$/, '')
    if (!rest.includes('@')) return failed('credentials')
    return readAuthorityForm(rest, true)
  }
  if (!text.includes('@')) return readColonForm(text)
  // '@' may also sit in the password of `ip:port:user:pass`: that form, when it reads, wins over a failed one.
  const authority = readAuthorityForm(text, false)
  if (authority.ok) return authority
  const colon = readColonForm(text)
  return colon.ok ? colon : authority
}

/**
 * Reads an import list: one proxy per line; blank lines and lines starting with '#' are skipped.
 * Line numbers count every line of the text, from 1, as an editor shows them.
 */
export function parseProxyLines(text: string, protocol: ProxyProtocol): { proxies: ProxyLine[]; errors: ImportLineError[] } {
  const proxies: ProxyLine[] = []
  const errors: ImportLineError[] = []
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (!line || line.startsWith('#')) return
    const read = readProxyLine(line, protocol)
    if (read.ok) proxies.push({ line: index + 1, ...read.proxy })
    else errors.push({ line: index + 1, message: read.problem })
  })
  return { proxies, errors }
}

/** The endpoint a proxy is known by: two lines with the same one are the same proxy. */
export const endpointOf = (host: string, port: number) => (host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`)
