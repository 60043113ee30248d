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
    }
  }
}

export type Env = Cloudflare.Env
