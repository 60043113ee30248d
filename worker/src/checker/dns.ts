import { beforeDeadline } from './connection'

/** DNS over HTTPS (JSON form), asked only after a connection to a named host failed. */
const RESOLVER = 'https://cloudflare-dns.com/dns-query'
const NXDOMAIN = 3

export const isIpLiteral = (host: string) => host.includes(':') || /^[\d.]+$/.test(host)

async function hasRecords(host: string, type: 'A' | 'AAAA', deadline: number): Promise<boolean> {
  const url = `${RESOLVER}?name=${encodeURIComponent(host)}&type=${type}`
  const response = await beforeDeadline(fetch(url, { headers: { accept: 'application/dns-json' } }), deadline)
  if (!response.ok) throw new Error(`resolver answered ${response.status}`)
  const answer = (await beforeDeadline(response.json(), deadline)) as { Status?: number; Answer?: { type: number }[] }
  if (answer.Status === NXDOMAIN) return false
  if (answer.Status !== 0) throw new Error(`resolver status ${answer.Status}`)
  return (answer.Answer ?? []).some((record) => record.type === (type === 'A' ? 1 : 28))
}

/**
 * Whether a host name has an address. The runtime reports every failed connect() the same way, so a
 * refused connection to a named host asks a resolver: no A and no AAAA record is the 'dns' failure.
 * Null when the resolver cannot tell (unreachable, slow, failing): the failure stays 'refused'.
 */
export async function hostResolves(host: string, deadline: number): Promise<boolean | null> {
  try {
    // One after the other: the socket that failed is closed, so this stays one connection of the check's own.
    return (await hasRecords(host, 'A', deadline)) || (await hasRecords(host, 'AAAA', deadline))
  } catch {
    return null
  }
}
