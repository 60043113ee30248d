import { type ExportRecord, exportText } from '@proxy-portal/worker/contract/export-formats'
import type { PlanView, SharedProxyView } from '@proxy-portal/worker/contract/plans'

/** The plan's proxies in service as the export formats know them; the login and expiry are the plan's. */
export function planRecords(
  plan: Pick<PlanView, 'username' | 'password' | 'expiresAt'>,
  proxies: readonly SharedProxyView[],
): ExportRecord[] {
  return proxies
    .filter((proxy) => !proxy.disabled)
    .map((proxy) => ({
      host: proxy.host,
      httpPort: proxy.httpPort,
      socksPort: proxy.socksPort,
      username: plan.username,
      password: plan.password,
      countryCode: proxy.countryCode,
      // A plan's proxies are shared static IPv4; 'type' names the version and mode, as on the private proxy list.
      type: 'ipv4 static',
      expiresAt: plan.expiresAt,
      tag: '',
      comment: '',
    }))
}

/** The lines the check page reads: `ip:port:user:pass`, one per line. */
export const checkLines = (records: readonly ExportRecord[]) => exportText(records, { format: 'colon' })
