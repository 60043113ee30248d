/**
 * One entry of the effective bypass list, JSON-able because it is written into the PAC script.
 * `scheme` '' and `port` 0 match any. Semantics follow Chromium's bypass rules, so the PAC script,
 * Firefox's `proxy.onRequest` and Chrome's own `fixed_servers` bypass list send the same hosts direct:
 * a hostname pattern is a glob over the whole host (`example.com` is that host only, `*.example.com`
 * its subdomains only, `.example.com` = `*.example.com`); IP and CIDR rules match IP hosts only.
 */
export type BypassRule =
  /** `<local>`: hosts without a dot that are not IP addresses. */
  | { kind: 'local' }
  /** Chromium's implicit rule: localhost, *.localhost, 127.0.0.0/8, ::1, link-local. */
  | { kind: 'loopback' }
  | { kind: 'host'; pattern: string; scheme: string; port: number }
  | { kind: 'ip'; address: string; scheme: string; port: number }
  | { kind: 'cidr'; address: string; bits: number; scheme: string }

/**
 * Whether a request to `url` goes direct. Self-contained on purpose (no imports, no outer names):
 * its source text is the matcher of the Chrome PAC script, and Firefox calls it directly, so both
 * browsers run the same code.
 */
export function bypassesProxy(rules: readonly BypassRule[], url: string): boolean {
  const parts = /^([a-z][a-z0-9+.-]*):\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)(?::(\d+))?/i.exec(url)
  if (!parts) return false
  const scheme = String(parts[1]).toLowerCase()
  const host = String(parts[2])
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  const defaultPorts: Record<string, number> = { http: 80, https: 443, ws: 80, wss: 443, ftp: 21 }
  const port = parts[3] ? Number(parts[3]) : (defaultPorts[scheme] ?? 0)

  /** An IPv4 (4 bytes) or IPv6 (16 bytes) literal, or null. */
  const bytesOf = (text: string): number[] | null => {
    if (/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) {
      const quad = text.split('.').map(Number)
      return quad.every((byte) => byte <= 255) ? quad : null
    }
    if (text.indexOf(':') < 0 || !/^[0-9a-f:.]+$/.test(text)) return null
    let head = text
    const lastColon = text.lastIndexOf(':')
    if (text.indexOf('.', lastColon) > 0) {
      const quad = bytesOf(text.slice(lastColon + 1))
      if (quad?.length !== 4) return null
      head = `${text.slice(0, lastColon + 1)}${(((quad[0] ?? 0) << 8) | (quad[1] ?? 0)).toString(16)}:${(((quad[2] ?? 0) << 8) | (quad[3] ?? 0)).toString(16)}`
    }
    const halves = head.split('::')
    if (halves.length > 2) return null
    const groupsOf = (part: string) => (part === '' ? [] : part.split(':'))
    const left = groupsOf(halves[0] ?? '')
    const right = halves.length === 2 ? groupsOf(halves[1] ?? '') : []
    const missing = 8 - left.length - right.length
    if (halves.length === 2 ? missing < 1 : missing !== 0) return null
    const groups = left.concat(new Array(halves.length === 2 ? missing : 0).fill('0'), right)
    const bytes: number[] = []
    for (const group of groups) {
      if (!/^[0-9a-f]{1,4}$/.test(group)) return null
      const value = parseInt(group, 16)
      bytes.push(value >> 8, value & 255)
    }
    return bytes
  }
  const inBlock = (address: number[] | null, prefix: number[] | null, bits: number) => {
    if (!address || !prefix || address.length !== prefix.length || bits > address.length * 8) return false
    for (let bit = 0; bit < bits; bit++) {
      const mask = 128 >> (bit & 7)
      if (((address[bit >> 3] ?? 0) & mask) !== ((prefix[bit >> 3] ?? 0) & mask)) return false
    }
    return true
  }
  const globMatches = (pattern: string, text: string) => {
    let source = '^'
    for (const char of pattern) source += char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\/-]/g, '\\$&')
    return new RegExp(`${source}$`).test(text)
  }

  const hostBytes = bytesOf(host)
  const matches = (rule: BypassRule): boolean => {
    if (rule.kind === 'local') return host.indexOf('.') < 0 && !hostBytes
    if (rule.kind === 'loopback') {
      return (
        host === 'localhost' ||
        /\.localhost$/.test(host) ||
        inBlock(hostBytes, [127, 0, 0, 0], 8) ||
        inBlock(hostBytes, [169, 254, 0, 0], 16) ||
        inBlock(hostBytes, bytesOf('::1'), 128) ||
        inBlock(hostBytes, bytesOf('fe80::'), 10)
      )
    }
    if (rule.scheme !== '' && rule.scheme !== scheme) return false
    if (rule.kind === 'cidr') return inBlock(hostBytes, bytesOf(rule.address), rule.bits)
    if (rule.port !== 0 && rule.port !== port) return false
    if (rule.kind === 'ip') {
      const address = bytesOf(rule.address)
      return inBlock(hostBytes, address, (address?.length ?? 0) * 8)
    }
    return globMatches(rule.pattern, host)
  }
  return rules.some(matches)
}
