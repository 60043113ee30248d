/** Fixed values of the test Worker (no secrets of any real deployment). */
export const testSecrets = {
  JWT_SECRET: 'test-jwt-secret-0123456789-abcdefghijklmnop',
  PASSWORD_PEPPER: 'test-password-pepper-0123456789-abcdefghij',
  DATA_KEY: 'dGVzdC1kYXRhLWtleS0zMi1ieXRlcy1sb25nLW9rISE',
}

/**
 * The tests' password hashing: new hashes take 1,000 PBKDF2 iterations instead of production's 100,000
 * (src/config.ts), so each sign-up and password change of a suite costs about 0.2 ms, not 20.
 */
export const testPasswordIterations = '1000'

export const GOOGLE_TEST_CLIENT_ID = 'test-client.apps.googleusercontent.com'

/** The secret the local siteverify server accepts, and the key the local mail API accepts. */
export const CAPTCHA_TEST_SECRET = 'captcha-test-secret'
export const MAIL_TEST_KEY = 're_test_key'

/** The payment providers' test keys: the local servers accept these, and the test Worker is configured with them. */
export const paymentTestKeys = {
  SEPAY_API_KEY: 'sepay-test-api-key',
  SEPAY_HMAC_SECRET: 'sepay-test-hmac-secret',
  CASSO_CHECKSUM_KEY: 'casso-test-checksum-key',
  PAYPAL_CLIENT_ID: 'paypal-test-client',
  PAYPAL_CLIENT_SECRET: 'paypal-test-secret',
  PAYPAL_WEBHOOK_ID: 'WH-TEST-0001',
  MOMO_PARTNER_CODE: 'MOMOTEST',
  MOMO_ACCESS_KEY: 'momo-test-access',
  MOMO_SECRET_KEY: 'momo-test-secret',
  PM_PAYEE_ACCOUNT: 'U1234567',
  PM_PAYEE_NAME: 'Proxy Portal',
  // md5('pm-test-passphrase'), uppercase, as Perfect Money uses it.
  PM_PASSPHRASE_MD5: 'FF29071DEFFE5A69DF058F8330A2504F',
  USDT_TRC20_ADDRESS: 'TPortaLTestUsdtAddressWatchedByCrn',
  TRONGRID_API_KEY: 'trongrid-test-key',
  CARD_SECRET_KEY: 'sk_test_card',
  CARD_WEBHOOK_SECRET: 'whsec_test_card',
  BYTEPAY_API_KEY: 'bytepay-test-key',
  BYTEPAY_WEBHOOK_SECRET: 'bytepay-test-webhook',
  TAZAPAY_API_KEY: 'tazapay-test-key',
  TAZAPAY_WEBHOOK_SECRET: 'tazapay-test-webhook',
  ZPAYMENT_API_KEY: 'zpayment-test-key',
  ZPAYMENT_WEBHOOK_SECRET: 'zpayment-test-webhook',
  INVOICE_API_KEY: 'invoice-test-key',
}
