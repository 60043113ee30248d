import { sql } from 'drizzle-orm'
import { fail, ok, type Result } from '../contract/errors'
import type { ImportProxiesAnswer, ImportProxiesInput } from '../contract/inventory'
import type { Database } from '../db/client'
import { endpointOf, type ProxyLine, parseProxyLines } from '../domain/proxy-lines'
import { isListedCountry } from './countries'
import { insertProxies } from './proxy-store'
import { findSubServer } from './sub-servers'

/** Endpoints already in stock among these hosts, on either port (a port serves one protocol). */
async function knownEndpoints(db: Database, hosts: string[]): Promise<Set<string>> {
  if (hosts.length === 0) return new Set()
  const rows = await db.all<{ host: string; http_port: number | null; socks_port: number | null }>(
    sql`SELECT host, http_port, socks_port FROM proxies WHERE host IN (SELECT value FROM json_each(${JSON.stringify(hosts)}))`,
  )
  return new Set(
    rows.flatMap((row) => [row.http_port, row.socks_port].filter((port) => port !== null).map((port) => endpointOf(row.host, port))),
  )
}

/**
 * Imports a text list of proxies into a node's stock as one product in one country. Any unreadable
 * line stops the import (nothing is stored, every bad line is reported); duplicates are skipped and
 * reported. A dry run reads and checks only. Proxies of a node that is off arrive out of sale.
 */
export async function importProxies(db: Database, input: ImportProxiesInput, now: number): Promise<Result<ImportProxiesAnswer>> {
  const server = await findSubServer(db, input.subServerId)
  if (!server) return fail('NOT_FOUND')
  if (!(await isListedCountry(db, input.countryCode))) return fail('INVALID_COUNTRY')
  const { proxies: lines, errors } = parseProxyLines(input.text, input.protocol)
  const known = await knownEndpoints(db, [...new Set(lines.map((line) => line.host))])
  const duplicates: ImportProxiesAnswer['duplicates'] = []
  const fresh: ProxyLine[] = []
  for (const line of lines) {
    const address = endpointOf(line.host, line.port)
    if (known.has(address)) duplicates.push({ line: line.line, address })
    else fresh.push(line)
    known.add(address)
  }
  if (errors.length > 0 || input.dryRun || fresh.length === 0) {
    return ok({ dryRun: input.dryRun, imported: errors.length > 0 ? 0 : fresh.length, duplicates, errors })
  }
  const rows = fresh.map((line) => ({
    id: crypto.randomUUID(),
    subServerId: server.id,
    host: line.host,
    httpPort: input.protocol === 'http' ? line.port : null,
    socksPort: input.protocol === 'socks5' ? line.port : null,
    username: line.username,
    password: line.password,
    countryCode: input.countryCode,
    ipVersion: input.ipVersion,
    ipMode: input.ipMode,
    kind: input.kind,
    carrier: input.carrier,
    region: input.region,
    status: server.enabled ? ('free' as const) : ('disabled' as const),
    createdAt: now,
    updatedAt: now,
  }))
  // A proxy someone else stored meanwhile is skipped by its unique endpoint: a duplicate too.
  const stored = await insertProxies(db, rows)
  rows.forEach((row, at) => {
    const line = fresh[at]
    if (line && !stored.has(row.id)) duplicates.push({ line: line.line, address: endpointOf(line.host, line.port) })
  })
  duplicates.sort((a, b) => a.line - b.line)
  return ok({ dryRun: false, imported: stored.size, duplicates, errors })
}
