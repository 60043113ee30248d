import { beforeDeadline } from './connection'

const NXDOMAIN = 3
const A = 1
const AAAA = 28

export const isIpLiteral = (host: string) => host.includes(':') || /^[\d.]+$/.test(host)

/** A name's addresses of one type through DNS over HTTPS (the JSON form Cloudflare's and Google's resolvers answer). */
async function addressesOf(resolver: URL, host: string, type: 'A' | 'AAAA', deadline: number): Promise<string[] | 'nxdomain'> {
  const url = new URL(resolver)
  url.searchParams.set('name', host)
  url.searchParams.set('type', type)
  const response = await beforeDeadline(fetch(url, { headers: { accept: 'application/dns-json' } }), deadline)
  if (!response.ok) throw new Error(`resolver answered ${response.status}`)
  const answer = (await beforeDeadline(response.json(), deadline)) as { Status?: number; Answer?: { type: number; data: string }[] }
  if (answer.Status === NXDOMAIN) return 'nxdomain'
  if (answer.Status !== 0) throw new Error(`resolver status ${answer.Status}`)
  const wanted = type === 'A' ? A : AAAA
  return (answer.Answer ?? []).filter((record) => record.type === wanted).map((record) => record.data)
}

export type Resolution = { status: 'found'; addresses: string[] } | { status: 'none' } | { status: 'unknown' }

/**
 * Every address a name has (A, then AAAA), asked before the check connects, so the check can refuse a
 * name that points into a private network and then dial the address it judged (a second lookup by the
 * runtime could answer otherwise). 'none': no such name or no address; 'unknown': the resolver could
 * not tell (unreachable, slow, failing).
 */
export async function resolveHost(resolver: URL, host: string, deadline: number): Promise<Resolution> {
  try {
    // One after the other: each is one connection of the check's own.
    const v4 = await addressesOf(resolver, host, 'A', deadline)
    if (v4 === 'nxdomain') return { status: 'none' }
    const v6 = await addressesOf(resolver, host, 'AAAA', deadline)
    const addresses = [...v4, ...(v6 === 'nxdomain' ? [] : v6)]
    return addresses.length > 0 ? { status: 'found', addresses } : { status: 'none' }
  } catch {
    return { status: 'unknown' }
  }
}
