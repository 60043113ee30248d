import type { UserAccount } from './durable-objects/user-account'

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database
      USER_ACCOUNT: DurableObjectNamespace<UserAccount>
    }
  }
}

export type Env = Cloudflare.Env
