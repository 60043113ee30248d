/**
 * The error catalogue: every code the API answers with, verbatim from the spec (typos included,
 * clients map them to texts), and its HTTP status. Statuses follow the client contract:
 * 401 = session invalid (log out), 403 = access token expired (renew and retry once),
 * 409 = not allowed here (go to /dashboard), 400 = a rule or validation failed, 404 = not found,
 * 429 = too many requests, 500 = unknown error. Texts live in apps/portal/messages as `error_<CODE>`.
 */
export const errorStatus = {
  // Auth and account
  USERNAME_NOT_EXISTS: 404,
  USER_NOT_EXISTS: 404,
  WRONG_PASSWORD: 400,
  MISS_PASSWORD: 400,
  USERNAME_BANNED: 400,
  NOT_VERIFY_MAIL: 400,
  ACCOUNT_NOT_YET_VERIFY: 400,
  USER_EXISTS: 400,
  USER_ALREADY_EXISTS: 400,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 403,
  WRONG_CODE: 400,
  RECEIVE_CODE: 400,
  VERIFY_EMAIL_FAIL: 400,
  VERIFY_EMAIL_FAIL_EXP: 400,
  VERIFY_EMAIL_ALREADY: 400,
  EMAIL_INVALID: 400,
  INVALID_CAPTCHA: 400,
  GOOGLE_LOGIN: 400,
  INVALID_2FA: 400,
  MISSING_2FA: 400,
  // Money
  NOT_ENOUGH_MONEY: 400,
  NOT_HAVE_TRANSACTION: 404,
  BANK_ERROR: 400,
  BANK_PROCESSING: 400,
  CREDIT_ERROR: 400,
  MOMO_ERROR: 400,
  PAYMENT_ALREADY_DONE: 400,
  // Orders and plans
  ORDER_NOT_EXIST: 404,
  ORDER_NOT_EXISTS: 404,
  ORDER_EXPIRED: 400,
  ORDER_PROCESSING: 400,
  PLAN_PROCESSING: 400,
  ORDER_ALREADY_EXISTS: 400,
  INVALID_ORDER_PACKAGE: 400,
  INVALID_GOI: 400,
  ALREADY_CREATE_PLAN: 400,
  NOT_YET_CREATE_PLAN: 400,
  PLAN_NOT_EXISTS: 404,
  ALREADY_BUY_PLAN: 400,
  ALREADY_USE_TRIAL: 400,
  TEST_ON_USA_PROXY: 400,
  NOT_BUY_FEATURE: 400,
  RENEW_ACCOUNT: 400,
  NOT_EXPIRE: 400,
  PACKAGE_ALREADY_EXIST: 400,
  // Proxies
  PROXY_NOT_EXISTS: 404,
  PROXY_NOT_VALID: 400,
  NOT_ENOUGT_PROXY: 400,
  NOT_NOUGHT_PROXY: 400,
  NOT_ENOUGHT_AMOUNT: 400,
  AMOUNT_PROXY_NOT_VALID: 400,
  INVALID_COUNTRY: 400,
  INVALID_IP: 400,
  SAME_OLD_AUTH_IP: 400,
  SET_AUTHIP_FAIL: 400,
  CHANGE_PASSWORD_TOO_FAST: 400,
  RESET_TOO_FAST: 400,
  GET_IP_TOO_FAST: 400,
  TOO_MANY_REQUEST: 429,
  SERVER_BLOCKED: 400,
  KEY_EXPIRED: 400,
  NOT_ENOUGHT_KEY: 400,
  CAN_NOT_CHANGE_WEBSHARE: 400,
  CAN_NOT_CHANGE_LIST_PROXY: 400,
  // WEBSHARE_*: the upstream proxy supplier
  WEBSHARE_UNAVAILABLE: 400,
  WEBSHARE_OUT_OF_STOCK: 400,
  WEBSHARE_REJECTED: 400,
  WEBSHARE_REPLACE_FAILED: 400,
  // Other
  TAG_ALREADY_EXISTS: 400,
  TAG_NOT_EXISTS: 404,
  ALREADY_HAVE_AGENCY: 400,
  AGENCY_NOT_ACTIVE: 400,
  COUPON_ALREADY_EXIST: 400,
  // DISCOUNT_*
  DISCOUNT_NOT_EXISTS: 404,
  DISCOUNT_EXPIRED: 400,
  DISCOUNT_NOT_APPLICABLE: 400,
  DISCOUNT_ALREADY_EXISTS: 400,
  // A coupon's ways to fail (ADR 0030); not found, ended and not for this customer are the three above.
  DISCOUNT_NOT_STARTED: 400,
  DISCOUNT_USED_UP: 400,
  DISCOUNT_ALREADY_USED: 400,
  DISCOUNT_MIN_ORDER: 400,
  DISCOUNT_NOT_FOR_PRODUCT: 400,
  // An agency's coupon may give at most the agency's own commission rate.
  DISCOUNT_OVER_MARGIN: 400,
  // BANDWIDTH_*
  BANDWIDTH_NOT_EXISTS: 404,
  BANDWIDTH_INVALID: 400,
  BANDWIDTH_EXCEEDED: 400,
  BANDWIDTH_ALREADY_EXISTS: 400,
  // PRICE_*
  PRICE_NOT_EXISTS: 404,
  PRICE_INVALID: 400,
  PRICE_ALREADY_EXISTS: 400,
  PRICE_CHANGED: 400,
  INVALID_INPUT: 400,
  UNKNOW_ERROR: 500,
  ADMIN_ERROR: 400,
  // Added by this project (docs/decisions/0004-errors-as-catalogue-codes.md)
  NOT_FOUND: 404,
  PERMISSION_DENIED: 409,
  GOOGLE_TOKEN_INVALID: 400,
  IDEMPOTENCY_CONFLICT: 400,
  PAYMENT_METHOD_OFF: 400,
  SUB_SERVER_ALREADY_EXISTS: 400,
  SUB_SERVER_IN_USE: 400,
  // Too many wrong passwords or codes for this account from here: the sign-in asks for the captcha (ADR 0021).
  CAPTCHA_REQUIRED: 400,
} as const satisfies Record<string, 400 | 401 | 403 | 404 | 409 | 429 | 500>

export type ErrorCode = keyof typeof errorStatus
export type ErrorStatus = (typeof errorStatus)[ErrorCode]

export const errorCodes = Object.keys(errorStatus) as ErrorCode[]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value)
}

/** One problem found by input validation, for `details` in the error envelope. */
export type ValidationIssue = { path: string; message: string }

/** The error envelope every failing API call answers with. */
export type ErrorBody = { message: ErrorCode; details?: ValidationIssue[] }

/** Errors as values: domain and Durable Object code return this; only the unexpected throws. */
export type Result<T> = { ok: true; value: T } | { ok: false; code: ErrorCode }

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = <T = never>(code: ErrorCode): Result<T> => ({ ok: false, code })
