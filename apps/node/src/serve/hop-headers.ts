import { validateHeaderName, validateHeaderValue } from 'node:http'

/** Headers that belong to one hop (RFC 9110 7.6.1), never passed on; `Proxy-Connection` is the old clients' Connection. */
const HOP_BY_HOP = new Set([
  'connection',
  // Node's server has answered 100-continue to the client already; the target gets the body at once.
  'expect',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

const text = (value: string | Buffer): string => (typeof value === 'string' ? value : value.toString('latin1'))

function valid(name: string, value: string): boolean {
  try {
    validateHeaderName(name)
    validateHeaderValue(name, value)
    return true
  } catch {
    return false
  }
}

/**
 * A raw header list (strings from Node's server, buffers from undici) without the hop-by-hop ones (and
 * those its Connection header names), one Host at most; `strict` also drops what Node will not write.
 */
export function endToEnd(raw: readonly (string | Buffer)[], strict: boolean): string[] {
  let named: Set<string> | null = null
  let host = false
  const kept: string[] = []
  for (let at = 0; at < raw.length; at += 2) {
    const name = text(raw[at] as string | Buffer)
    const lower = name.toLowerCase()
    if (lower === 'connection') {
      named ??= new Set()
      for (const token of text(raw[at + 1] as string | Buffer).split(',')) named.add(token.trim().toLowerCase())
      continue
    }
    if (HOP_BY_HOP.has(lower)) continue
    if (lower === 'host') {
      if (host) continue
      host = true
    }
    const value = text(raw[at + 1] as string | Buffer)
    if (strict && !valid(name, value)) continue
    kept.push(name, value)
  }
  if (!named) return kept
  const left: string[] = []
  for (let at = 0; at < kept.length; at += 2)
    if (!named.has((kept[at] as string).toLowerCase())) left.push(kept[at] as string, kept[at + 1] as string)
  return left
}

/** What a proxy request's own headers say: its end-to-end headers, its proxy login, and whether a body follows. */
export function requestHead(raw: readonly string[]): { headers: string[]; authorization: string | undefined; hasBody: boolean } {
  let authorization: string | undefined
  let hasBody = false
  for (let at = 0; at < raw.length; at += 2) {
    const lower = (raw[at] as string).toLowerCase()
    if (lower === 'proxy-authorization') authorization ??= raw[at + 1]
    else if (lower === 'content-length' || lower === 'transfer-encoding') hasBody = true
  }
  return { headers: endToEnd(raw, false), authorization, hasBody }
}
