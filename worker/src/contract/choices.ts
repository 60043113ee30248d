/**
 * What a page's address may carry, apart from the schemas that use it: the fixed lists it chooses from
 * (statuses, sorts), the list limits and a referral code's shape (the catalogue's kinds and tiers are in
 * catalogue-values.ts). The portal's router reads every route's search before any page's chunk, so
 * what the addresses import is code every page loads first: this module imports nothing, where the
 * modules that re-export these names bring valibot and their schemas along (ADR 0038).
 */

export const DEFAULT_PAGE_SIZE = 25

/** The highest page a list call takes, and the longest search text: the portal clips its addresses to them. */
export const MAX_PAGE = 1_000_000
export const SEARCH_MAX = 100

/** An affiliate or coupon code (spec section 5): a lowercase letter first, then letters, digits and '-'. */
export const AFFILIATE_CODE_PATTERN = /^[a-z][A-Za-z0-9-]*$/
export const AFFILIATE_CODE_MAX = 40

/** Order and plan statuses of spec section 4 (texts: `order_status_<status>`); 'trying' is the trial's. */
export const orderStatuses = [
  'waiting',
  'using',
  'renewing',
  'increasing_bandwidth',
  'increasing_amount',
  'changing_country',
  'expired',
  'cancelled',
  'trying',
] as const

/** Top-up methods and statuses (spec: the top-up history). */
export const topupMethods = ['bank', 'paypal', 'momo', 'perfectmoney', 'usdt', 'card', 'bytepay', 'tazapay', 'zpayment'] as const

export const topupStatuses = ['processing', 'success', 'failed', 'cancelled', 'reversed'] as const

/** The admin's user list: a user's state, and the orders it sorts by. */
export const userStatuses = ['active', 'banned', 'unverified'] as const

export const userSorts = ['newest', 'oldest', 'balance', 'name'] as const

/** A commission: waiting out the pending days, credited to the agent, or cancelled by a refund before that. */
export const commissionStatuses = ['pending', 'credited', 'cancelled'] as const

/** The orders the proxy lists sort by. */
export const boughtProxySorts = ['expiry_asc', 'expiry_desc', 'newest', 'oldest', 'country', 'host'] as const

/**
 * What an admin did (ADR 0024). One audit row per admin call that changes a user, a balance or a
 * setting; `before` and `after` hold the fields the call changed.
 */
export const auditActions = [
  'create_admin',
  'update_user',
  'ban_user',
  'activate_user',
  'delete_user',
  'request_email_change',
  'confirm_email_change',
  'adjust_balance',
  'credit_transfer',
  'renew_user',
  'update_settings',
  'extend_order',
  'cancel_order',
  'order_auto_renew',
  'revoke_sessions',
  'revoke_api_key',
  'revoke_extension_token',
  'reset_two_factor',
  /** The agency programme (ADR 0030): an agency activated, deactivated or given other rates; coupons made and changed. */
  'update_agency',
  'create_coupon',
  'update_coupon',
] as const

/** The admin overview chart's periods. */
export const chartUnits = ['day', 'week', 'month'] as const
