import { DEFAULT_VND_PER_USD } from './money'
import type { PublicSettings } from './settings'

// The public settings' defaults apart from their schemas: every portal page shows them until the
// settings arrive, so they are in the code every page loads first, which must not bring valibot along.

/** A promotion tier: a top-up of more than `overUsd` dollars earns `percent` more. */
export type PromotionTier = { overUsd: number; percent: number }

/** The spec's promotion (sections 2 and 9): over 44 USD 10%, over 220 USD 15%; admins change it (setting `promotionTiers`). */
export const DEFAULT_PROMOTION_TIERS: PromotionTier[] = [
  { overUsd: 44, percent: 10 },
  { overUsd: 220, percent: 15 },
]

/** The public settings a shop has before an admin sets any (and the portal's until they are loaded). */
export const defaultPublicSettings: PublicSettings = {
  contacts: null,
  sisterSites: [],
  company: null,
  tutorialVideo: null,
  vndPerUsd: DEFAULT_VND_PER_USD,
  bankAccounts: [],
  promotionTiers: DEFAULT_PROMOTION_TIERS,
  promoPopup: null,
  lowStockThresholds: {},
  // Proxyrack pays 25% after 15 days; a customer discount of 5% comes out of the rest.
  agency: { commissionPercent: 20, discountPercent: 5, pendingDays: 15, cookieDays: 30 },
  captcha: { register: true, signIn: true },
}
