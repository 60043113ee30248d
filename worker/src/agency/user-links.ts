import { eq, inArray, or } from 'drizzle-orm'
import type { AgencyView, OwnerAgencyView } from '../contract/agency'
import type { Database } from '../db/client'
import { affiliateCodes, agencies, coupons } from '../db/schema'
import type { UserRow } from '../db/users'
import { type AgencyRow, toAgencyView } from './agency-store'

/** What the user answer says of the agency programme (spec section 3: agency or ownerAgency when set). */
export type AgencyLinks = { agency: AgencyView | null; ownerAgency: OwnerAgencyView | null; coupon: string | null }

export const NO_AGENCY_LINKS: AgencyLinks = { agency: null, ownerAgency: null, coupon: null }

/** The discount a referred customer gets now: the agency's, while it is active. */
export const discountOf = (agency: AgencyRow): number => (agency.active ? agency.discountPercent : 0)

/**
 * The links of several users in three reads: their own agencies, the agencies that referred them, and
 * the coupon each typed at sign-up while the shop still offers it (switched on, not ended).
 */
export async function agencyLinksOf(db: Database, users: UserRow[], now: number): Promise<Map<string, AgencyLinks>> {
  const ids = users.map((user) => user.id)
  const owners = users.flatMap((user) => (user.ownerAgencyId ? [user.ownerAgencyId] : []))
  const typed = users.flatMap((user) => (user.affiliateCode ? [user.affiliateCode.toLowerCase()] : []))
  const [rows, named] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select()
          .from(agencies)
          .where(or(inArray(agencies.userId, ids), owners.length > 0 ? inArray(agencies.id, owners) : undefined)),
    typed.length === 0
      ? []
      : db
          .select({ code: affiliateCodes.code, enabled: coupons.enabled, endsAt: coupons.endsAt })
          .from(affiliateCodes)
          .innerJoin(coupons, eq(coupons.id, affiliateCodes.refId))
          .where(inArray(affiliateCodes.code, typed)),
  ])
  const offered = new Set(named.filter((row) => row.enabled && (row.endsAt === null || row.endsAt > now)).map((row) => row.code))
  const links = new Map<string, AgencyLinks>()
  for (const user of users) {
    const own = rows.find((row) => row.userId === user.id)
    const owner = rows.find((row) => row.id === user.ownerAgencyId)
    const code = user.affiliateCode?.toLowerCase() ?? null
    links.set(user.id, {
      agency: own ? toAgencyView(own) : null,
      ownerAgency: owner ? { code: owner.code, discountPercent: discountOf(owner) } : null,
      coupon: code && offered.has(code) ? code : null,
    })
  }
  return links
}

export async function agencyLinksOfUser(db: Database, user: UserRow, now: number): Promise<AgencyLinks> {
  return (await agencyLinksOf(db, [user], now)).get(user.id) ?? NO_AGENCY_LINKS
}
