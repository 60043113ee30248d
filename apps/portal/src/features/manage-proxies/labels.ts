import type { BoughtProxySort, CheckFailure } from '@proxy-portal/worker/contract/bought-proxies'
import { m } from '../../paraglide/messages'

export const sortText: Record<BoughtProxySort, () => string> = {
  expiry_asc: m.manage_sort_expiry_asc,
  expiry_desc: m.manage_sort_expiry_desc,
  newest: m.manage_sort_newest,
  oldest: m.manage_sort_oldest,
  country: m.manage_sort_country,
  host: m.manage_sort_host,
}

/** Why a check failed, as the health badge says it. */
export const failureText: Record<CheckFailure, () => string> = {
  refused: m.manage_failure_refused,
  timeout: m.manage_failure_timeout,
  auth_failed: m.manage_failure_auth_failed,
  bad_reply: m.manage_failure_bad_reply,
  dns: m.manage_failure_dns,
  blocked: m.manage_failure_blocked,
}
