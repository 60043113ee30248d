import { json, serve } from './http'

/** The names the checker tests resolve, and their records (a CNAME answers with its target's records too). */
const zone: Record<string, { A?: string[]; AAAA?: string[]; CNAME?: string }> = {
  'public.check.test': { A: ['203.0.113.50'] },
  'loop.check.test': { A: ['127.0.0.1'] },
  'internal.check.test': { A: ['10.20.30.40'] },
  'mixed.check.test': { A: ['203.0.113.51', '192.168.1.1'] },
  'v6-local.check.test': { AAAA: ['fd00::1'] },
  'link-local.check.test': { A: ['169.254.169.254'] },
  'alias.check.test': { CNAME: 'internal.check.test' },
}

const TYPES = { A: 1, AAAA: 28, CNAME: 5 } as const

/**
 * Stands in for a DNS-over-HTTPS resolver's JSON API (Cloudflare's and Google's `/dns-query?name=&type=`
 * with `accept: application/dns-json`): Status 0 with the Answer records, 3 (NXDOMAIN) for an unknown name.
 */
export async function startDnsJson() {
  return serve((request, _body, response) => {
    const url = new URL(request.url ?? '/', 'http://resolver')
    const name = (url.searchParams.get('name') ?? '').replace(/\.$/, '').toLowerCase()
    const type = url.searchParams.get('type') as 'A' | 'AAAA'
    if (url.pathname !== '/dns-query' || !(type in TYPES)) return json(response, 400, { Status: 1 })
    const record = zone[name]
    if (!record) return json(response, 200, { Status: 3, Question: [{ name, type: TYPES[type] }] })
    const target = record.CNAME ? zone[record.CNAME] : record
    const answer = [
      ...(record.CNAME ? [{ name, type: TYPES.CNAME, TTL: 300, data: `${record.CNAME}.` }] : []),
      ...(target?.[type] ?? []).map((data) => ({ name: record.CNAME ?? name, type: TYPES[type], TTL: 300, data })),
    ]
    json(response, 200, { Status: 0, Question: [{ name, type: TYPES[type] }], Answer: answer }, { 'content-type': 'application/dns-json' })
  })
}
