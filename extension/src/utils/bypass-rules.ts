import type { BypassRule } from './bypass-match'
import { DEFAULT_BYPASS } from './state'

/**
 * The customer's bypass list read the way Chromium reads a bypass list (ADR 0016, issue 7 item 9),
 * plus the portal's host (always direct: the list is fetched without the proxy) and loopback handled
 * on purpose: it goes direct while localhost, 127.0.0.1 and ::1 are all listed; removing any of them
 * hands loopback to the list alone (Chrome gets `<-loopback>`), so what is not listed is proxied.
 */
export type EffectiveBypass = { rules: BypassRule[]; loopbackRemoved: boolean }

const unbracket = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')

export function loopbackRemoved(bypass: readonly string[]): boolean {
  const listed = new Set(bypass.map(unbracket))
  return listed.has('<-loopback>') || DEFAULT_BYPASS.some((entry) => !listed.has(entry))
}

/** ASCII only (Chrome refuses anything else in a bypass list or PAC script): IDN hosts become punycode. */
function asciiPattern(pattern: string): string | null {
  if (/^[\x21-\x7e]+$/.test(pattern)) return pattern
  try {
    const ascii = new URL(`http://${pattern}/`).hostname
    return /^[\x21-\x7e]+$/.test(ascii) ? ascii : null
  } catch {
    return null
  }
}

const portOf = (text: string | undefined) => (text === undefined ? 0 : Number(text) <= 65535 ? Number(text) : null)

/** One entry as Chromium's bypass rules read it; null for what Chromium would drop. */
export function parseBypassEntry(entry: string): BypassRule | null {
  let text = entry.trim().toLowerCase()
  if (text === '<local>') return { kind: 'local' }
  let scheme = ''
  const schemeEnd = text.indexOf('://')
  if (schemeEnd >= 0) {
    scheme = text.slice(0, schemeEnd)
    text = text.slice(schemeEnd + 3)
    if (!/^[a-z][a-z0-9+.-]*$/.test(scheme)) return null
  }
  if (text === '' || text.startsWith('<')) return null
  const block = /^([0-9a-f:.]+)\/(\d{1,3})$/.exec(text)
  if (text.includes('/')) {
    const bits = Number(block?.[2])
    if (!block?.[1] || bits > (block[1].includes(':') ? 128 : 32)) return null
    return { kind: 'cidr', address: block[1], bits, scheme }
  }
  // A bare IPv6 address (the default '::1') is read as that address, as a person means it.
  const ip =
    /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/.exec(text) ??
    /^(\d{1,3}(?:\.\d{1,3}){3})(?::(\d{1,5}))?$/.exec(text) ??
    /^([0-9a-f.]*:[0-9a-f.]*:[0-9a-f:.]*)()$/.exec(text)
  if (ip?.[1]) {
    const port = portOf(ip[2] || undefined)
    return port === null ? null : { kind: 'ip', address: ip[1], scheme, port }
  }
  const named = /^([^:]+)(?::(\d{1,5}))?$/.exec(text)
  const pattern = named?.[1] ? asciiPattern(named[1].startsWith('.') ? `*${named[1]}` : named[1]) : null
  const port = portOf(named?.[2])
  return pattern === null || port === null ? null : { kind: 'host', pattern, scheme, port }
}

/** The portal's own host, always direct whatever the list says. */
function portalRule(portalOrigin: string | null): BypassRule | null {
  if (portalOrigin === null) return null
  try {
    const host = unbracket(new URL(portalOrigin).hostname)
    return host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)
      ? { kind: 'ip', address: host, scheme: '', port: 0 }
      : { kind: 'host', pattern: host, scheme: '', port: 0 }
  } catch {
    return null
  }
}

export function effectiveBypass(bypass: readonly string[], portalOrigin: string | null): EffectiveBypass {
  const removed = loopbackRemoved(bypass)
  const rules = [portalRule(portalOrigin), ...bypass.map(parseBypassEntry)].filter((rule) => rule !== null)
  return { rules: removed ? rules : [...rules, { kind: 'loopback' }], loopbackRemoved: removed }
}

/** The same rules written for Chrome's `fixed_servers` bypass list (IPv6 in brackets, `<-loopback>`). */
export function chromeBypassList({ rules, loopbackRemoved }: EffectiveBypass): string[] {
  const entries = rules.flatMap((rule) => {
    if (rule.kind === 'loopback') return [] // Chrome's implicit rule already sends it direct
    if (rule.kind === 'local') return ['<local>']
    const scheme = rule.scheme === '' ? '' : `${rule.scheme}://`
    if (rule.kind === 'cidr') return [`${scheme}${rule.address}/${rule.bits}`]
    const host = rule.kind === 'ip' && rule.address.includes(':') ? `[${rule.address}]` : rule.kind === 'ip' ? rule.address : rule.pattern
    return [`${scheme}${host}${rule.port === 0 ? '' : `:${rule.port}`}`]
  })
  return loopbackRemoved ? [...entries, '<-loopback>'] : entries
}
