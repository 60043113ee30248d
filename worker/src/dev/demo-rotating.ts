import { count, eq } from 'drizzle-orm'
import { insertProxies } from '../catalogue/proxy-store'
import type { Database } from '../db/client'
import { keyPackages, proxies } from '../db/schema'
import { DEMO_HTTP_PORTS, DEMO_NODE_ID, DEMO_SOCKS_PORTS, demoNode, demoProxies } from './demo-inventory'

/**
 * The demo's rotating pool (ADR 0028), on the demo node after its inventory: 24 Vietnamese IPv4
 * exits of three carriers in two regions and 6 IPv6 ones, each with its own ports and exit after the
 * inventory's (counted from it, so a bigger inventory moves the pool along), and the key packages sold from it.
 */
const pool: { ipVersion: 'ipv4' | 'ipv6'; carrier: string | null; region: string | null; count: number }[] = [
  { ipVersion: 'ipv4', carrier: 'Viettel', region: 'Hà Nội', count: 10 },
  { ipVersion: 'ipv4', carrier: 'VNPT', region: 'TP. Hồ Chí Minh', count: 8 },
  { ipVersion: 'ipv4', carrier: 'Mobifone', region: 'TP. Hồ Chí Minh', count: 6 },
  { ipVersion: 'ipv6', carrier: null, region: null, count: 6 },
]

const ipv4Exit = (n: number) => `127.0.${Math.floor(n / 250)}.${(n % 250) + 2}`
const ipv6Exit = (n: number) => `fd00:7696::${(n + 1).toString(16)}`

export function demoRotatingProxies(now: number) {
  const inventory = demoProxies(now)
  let slot = inventory.length
  let v4 = inventory.filter((proxy) => proxy.ipVersion === 'ipv4').length
  let v6 = slot - v4
  return pool.flatMap((group, at) =>
    Array.from({ length: group.count }, (_, index) => {
      const port = slot++
      return {
        id: `demo-rotating-${at}-${index}`,
        subServerId: DEMO_NODE_ID,
        host: demoNode.host,
        httpPort: DEMO_HTTP_PORTS + port,
        socksPort: DEMO_SOCKS_PORTS + port,
        exitAddress: group.ipVersion === 'ipv6' ? ipv6Exit(v6++) : ipv4Exit(v4++),
        // The pool's own login, for the admin's checks of a free endpoint; a key has a login of its own.
        username: `rot${at}u${index + 1}`,
        password: `Rx${((at + 3) * 7919 + index * 104_729).toString(36)}${index % 10}`,
        countryCode: 'VN',
        ipVersion: group.ipVersion,
        ipMode: 'dynamic' as const,
        kind: 'rotating' as const,
        carrier: group.carrier,
        region: group.region,
        status: 'free' as const,
        createdAt: now,
        updatedAt: now,
      }
    }),
  )
}

export const demoKeyPackages = [
  {
    name: 'Xoay VN 1 ngày',
    nameEn: 'VN rotating 1 day',
    description: 'Một key xoay IP Việt Nam trong 1 ngày, đổi IP khi bạn gọi.',
    descriptionEn: 'One Vietnamese rotating key for 1 day, a new IP whenever you ask.',
    ipVersion: 'ipv4',
    periodUnit: 'day',
    price: 15_000,
    renewPrice: 15_000,
    popular: false,
  },
  {
    name: 'Xoay VN 1 tháng',
    nameEn: 'VN rotating 1 month',
    description: 'Một key xoay IP Việt Nam trong 1 tháng, đổi IP khi bạn gọi.',
    descriptionEn: 'One Vietnamese rotating key for 1 month, a new IP whenever you ask.',
    ipVersion: 'ipv4',
    periodUnit: 'month',
    price: 300_000,
    renewPrice: 280_000,
    popular: true,
  },
  {
    name: 'Xoay Viettel 1 tuần, tự đổi IP 10 phút',
    nameEn: 'Viettel rotating 1 week, new IP every 10 minutes',
    description: 'IP nhà mạng Viettel, tự đổi sau mỗi 10 phút.',
    descriptionEn: 'Viettel carrier IPs, changed by themselves every 10 minutes.',
    ipVersion: 'ipv4',
    carrier: 'Viettel',
    periodUnit: 'week',
    autoRotateMinutes: 10,
    price: 90_000,
    renewPrice: 90_000,
    popular: false,
  },
  {
    name: 'Xoay IPv6 VN 1 tuần',
    nameEn: 'VN IPv6 rotating 1 week',
    description: 'Key xoay IPv6 Việt Nam, đổi IP sau ít nhất 30 giây.',
    descriptionEn: 'Vietnamese IPv6 rotating key, a new IP after 30 seconds at least.',
    ipVersion: 'ipv6',
    periodUnit: 'week',
    minChangeSeconds: 30,
    price: 40_000,
    renewPrice: 40_000,
    popular: false,
  },
] as const

/** Seeds the pool when the demo node has no rotating proxy, and the packages while there are none: an admin's edits stay. */
export async function seedRotating(db: Database, now: number): Promise<string[]> {
  const added: string[] = []
  const [node] = await db.select({ id: proxies.subServerId }).from(proxies).where(eq(proxies.subServerId, DEMO_NODE_ID)).limit(1)
  const [rotating] = await db.select({ n: count() }).from(proxies).where(eq(proxies.kind, 'rotating'))
  if (node && (rotating?.n ?? 0) === 0) {
    const stored = await insertProxies(db, demoRotatingProxies(now))
    added.push(`${stored.size} rotating proxies`)
  }
  const [packages] = await db.select({ n: count() }).from(keyPackages)
  if ((packages?.n ?? 0) === 0) {
    const rows = demoKeyPackages.map((pack, sortOrder) => ({
      id: crypto.randomUUID(),
      countryCode: 'VN',
      carrier: null,
      region: null,
      periodCount: 1,
      minChangeSeconds: 60,
      autoRotateMinutes: null,
      enabled: true,
      ...pack,
      sortOrder,
      createdAt: now,
      updatedAt: now,
    }))
    await db.insert(keyPackages).values(rows).onConflictDoNothing()
    added.push(`${rows.length} key packages`)
  }
  return added
}
