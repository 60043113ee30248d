import type { D1Migration } from 'cloudflare:test'

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
      TEST_GOOGLE_KEYS_URL: string
      TEST_SITEVERIFY_URL: string
      TEST_MAIL_API_URL: string
      TEST_TRONGRID_URL: string
      TEST_INVOICE_API_URL: string
      FUZZ_SEED: string
      FUZZ_RUNS: string
    }
  }
}
