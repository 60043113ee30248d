import { type AgencyLinks, NO_AGENCY_LINKS } from '../agency/user-links'
import type { AdminUserView, UserView } from '../contract/user'
import type { UserRow } from '../db/users'

/** The API key is shown in full once, when generated; afterwards only its first characters. */
export function maskedApiKey(user: UserRow): string | null {
  return user.apiKeyPrefix ? `${user.apiKeyPrefix}${'•'.repeat(8)}` : null
}

/** `links`: the user's agency, the agency that referred them and their sign-up coupon (agency/user-links.ts). */
export function toUserView(user: UserRow, links: AgencyLinks = NO_AGENCY_LINKS): UserView {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    role: user.role,
    balance: user.balance,
    apiKey: maskedApiKey(user),
    twoFactorEnabled: user.twoFactorSecret !== null,
    hasPassword: user.passwordHash !== null,
    emailVerified: user.emailVerifiedAt !== null,
    locale: user.locale,
    createdAt: user.createdAt,
    ...links,
    autoRenewAll: user.autoRenewAll,
  }
}

/** `pendingEmail`: the new address an admin asked for, waiting for its owner to confirm it. */
export function toAdminUserView(user: UserRow, pendingEmail: string | null, links: AgencyLinks = NO_AGENCY_LINKS): AdminUserView {
  return {
    ...toUserView(user, links),
    pendingEmail,
    banned: user.bannedAt !== null,
    ip: user.ip,
    countryCode: user.countryCode,
    affiliateCode: user.affiliateCode,
    sourceReferer: user.sourceReferer,
    sourceTraffic: user.sourceTraffic,
  }
}
