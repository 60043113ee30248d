import { describe, expect, it } from 'vitest'
import { errorCodes, errorStatus, isErrorCode } from './errors'

// Every code spec section 8 names, verbatim, typos included.
const specCodes = `USERNAME_NOT_EXISTS USER_NOT_EXISTS WRONG_PASSWORD MISS_PASSWORD USERNAME_BANNED NOT_VERIFY_MAIL
ACCOUNT_NOT_YET_VERIFY USER_EXISTS USER_ALREADY_EXISTS INVALID_TOKEN TOKEN_EXPIRED WRONG_CODE RECEIVE_CODE
VERIFY_EMAIL_FAIL VERIFY_EMAIL_FAIL_EXP VERIFY_EMAIL_ALREADY EMAIL_INVALID INVALID_CAPTCHA GOOGLE_LOGIN INVALID_2FA
MISSING_2FA NOT_ENOUGH_MONEY NOT_HAVE_TRANSACTION BANK_ERROR BANK_PROCESSING CREDIT_ERROR MOMO_ERROR PAYMENT_ALREADY_DONE
ORDER_NOT_EXIST ORDER_NOT_EXISTS ORDER_EXPIRED ORDER_PROCESSING PLAN_PROCESSING ORDER_ALREADY_EXISTS INVALID_ORDER_PACKAGE
INVALID_GOI ALREADY_CREATE_PLAN NOT_YET_CREATE_PLAN PLAN_NOT_EXISTS ALREADY_BUY_PLAN ALREADY_USE_TRIAL TEST_ON_USA_PROXY
NOT_BUY_FEATURE RENEW_ACCOUNT NOT_EXPIRE PACKAGE_ALREADY_EXIST PROXY_NOT_EXISTS PROXY_NOT_VALID NOT_ENOUGT_PROXY
NOT_NOUGHT_PROXY NOT_ENOUGHT_AMOUNT AMOUNT_PROXY_NOT_VALID INVALID_COUNTRY INVALID_IP SAME_OLD_AUTH_IP SET_AUTHIP_FAIL
CHANGE_PASSWORD_TOO_FAST RESET_TOO_FAST GET_IP_TOO_FAST TOO_MANY_REQUEST SERVER_BLOCKED KEY_EXPIRED NOT_ENOUGHT_KEY
CAN_NOT_CHANGE_WEBSHARE CAN_NOT_CHANGE_LIST_PROXY TAG_ALREADY_EXISTS TAG_NOT_EXISTS ALREADY_HAVE_AGENCY AGENCY_NOT_ACTIVE
COUPON_ALREADY_EXIST INVALID_INPUT UNKNOW_ERROR ADMIN_ERROR`.split(/\s+/)

describe('the error catalogue', () => {
  it('holds every code of spec section 8 verbatim', () => {
    for (const code of specCodes) expect(errorCodes, code).toContain(code)
  })

  it('defines concrete codes for the WEBSHARE_*, DISCOUNT_*, BANDWIDTH_* and PRICE_* families', () => {
    for (const family of ['WEBSHARE_', 'DISCOUNT_', 'BANDWIDTH_', 'PRICE_']) {
      expect(errorCodes.filter((code) => code.startsWith(family)).length, family).toBeGreaterThanOrEqual(3)
    }
  })

  it('gives each code the status of the client contract', () => {
    expect(errorStatus.INVALID_TOKEN).toBe(401)
    expect(errorStatus.TOKEN_EXPIRED).toBe(403)
    expect(errorStatus.PERMISSION_DENIED).toBe(409)
    expect(errorStatus.TOO_MANY_REQUEST).toBe(429)
    expect(errorStatus.UNKNOW_ERROR).toBe(500)
    expect(errorStatus.NOT_ENOUGH_MONEY).toBe(400)
    expect(errorStatus.ORDER_NOT_EXISTS).toBe(404)
    // Only session problems may log the client out or make it renew.
    const sessionCodes = errorCodes.filter((code) => [401, 403].includes(errorStatus[code]))
    expect(sessionCodes.sort()).toEqual(['INVALID_TOKEN', 'TOKEN_EXPIRED'])
  })

  it('recognises codes exactly', () => {
    expect(isErrorCode('NOT_ENOUGT_PROXY')).toBe(true)
    expect(isErrorCode('NOT_ENOUGH_PROXY')).toBe(false)
    expect(isErrorCode('toString')).toBe(false)
    expect(isErrorCode(undefined)).toBe(false)
  })
})
