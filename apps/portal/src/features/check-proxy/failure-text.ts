import type { CheckFailure } from '@proxy-portal/worker/contract/bought-proxies'
import { m } from '../../paraglide/messages'

/** Why a proxy failed its check, in the reader's language. */
export const failureText: Record<CheckFailure, () => string> = {
  refused: m.check_proxy_failure_refused,
  timeout: m.check_proxy_failure_timeout,
  auth_failed: m.check_proxy_failure_auth_failed,
  bad_reply: m.check_proxy_failure_bad_reply,
  dns: m.check_proxy_failure_dns,
  blocked: m.check_proxy_failure_blocked,
}
