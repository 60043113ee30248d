import type { UserAccount } from './durable-objects/user-account'

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database
      USER_ACCOUNT: DurableObjectNamespace<UserAccount>
      // Secrets (wrangler secret put; generated per checkout by npm start)
      JWT_SECRET: string
      PASSWORD_PEPPER: string
      DATA_KEY: string
      CAPTCHA_SECRET?: string
      MAIL_API_KEY?: string
      SEPAY_API_KEY?: string
      SEPAY_HMAC_SECRET?: string
      CASSO_CHECKSUM_KEY?: string
      DEMO_NODE_KEY?: string
      // Vars (wrangler.toml [vars]); see src/config.ts for their defaults
      ACCESS_TOKEN_TTL_SECONDS?: string
      REFRESH_TOKEN_TTL_SECONDS?: string
      REFRESH_REUSE_INTERVAL_SECONDS?: string
      GOOGLE_CLIENT_ID?: string
      GOOGLE_JWKS_URL?: string
      CAPTCHA_PROVIDER?: string
      CAPTCHA_SITE_KEY?: string
      CAPTCHA_VERIFY_URL?: string
      CAPTCHA_MIN_SCORE?: string
      MAIL_API_URL?: string
      MAIL_FROM?: string
      // Payment providers and the invoice endpoint: each is off until configured (see src/config.ts)
      PAYPAL_API_URL?: string
      PAYPAL_CLIENT_ID?: string
      PAYPAL_CLIENT_SECRET?: string
      PAYPAL_WEBHOOK_ID?: string
      MOMO_API_URL?: string
      MOMO_PARTNER_CODE?: string
      MOMO_ACCESS_KEY?: string
      MOMO_SECRET_KEY?: string
      PM_FORM_URL?: string
      PM_PAYEE_ACCOUNT?: string
      PM_PAYEE_NAME?: string
      PM_PASSPHRASE_MD5?: string
      USDT_TRC20_ADDRESS?: string
      TRONGRID_API_URL?: string
      TRONGRID_API_KEY?: string
      CARD_API_URL?: string
      CARD_SECRET_KEY?: string
      CARD_WEBHOOK_SECRET?: string
      BYTEPAY_API_URL?: string
      BYTEPAY_API_KEY?: string
      BYTEPAY_WEBHOOK_SECRET?: string
      TAZAPAY_API_URL?: string
      TAZAPAY_API_KEY?: string
      TAZAPAY_WEBHOOK_SECRET?: string
      ZPAYMENT_API_URL?: string
      ZPAYMENT_API_KEY?: string
      ZPAYMENT_WEBHOOK_SECRET?: string
      INVOICE_API_URL?: string
      INVOICE_API_KEY?: string
      // The proxy checker (see src/config.ts)
      CHECK_ECHO_URL?: string
      CHECK_ECHO6_URL?: string
      CHECK_TIMEOUT_MS?: string
      CHECK_ALLOW_LOOPBACK?: string
      CHECK_DOH_URL?: string
      // How long a rotating key's change-IP call waits for its node (see src/config.ts)
      KEY_CHANGE_WAIT_MS?: string
      // Rate-limit overrides, `name=limit/seconds, ...` (see src/domain/rate-limits.ts)
      RATE_LIMITS?: string
      PASSWORD_ITERATIONS?: string
    }
  }
}

export type Env = Cloudflare.Env
