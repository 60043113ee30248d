/** Fixed values of the test Worker (no secrets of any real deployment). */
export const testSecrets = {
  JWT_SECRET: 'test-jwt-secret-0123456789-abcdefghijklmnop',
  PASSWORD_PEPPER: 'test-password-pepper-0123456789-abcdefghij',
  DATA_KEY: 'dGVzdC1kYXRhLWtleS0zMi1ieXRlcy1sb25nLW9rISE',
}

export const GOOGLE_TEST_CLIENT_ID = 'test-client.apps.googleusercontent.com'

/** The secret the local siteverify server accepts, and the key the local mail API accepts. */
export const CAPTCHA_TEST_SECRET = 'captcha-test-secret'
export const MAIL_TEST_KEY = 're_test_key'
