import { type ExportChoice, type ExportFormat, type ExportRecord, exportText } from '../contract/export-formats'
import type { SharedProxyView } from '../contract/plans'
import { SHARED_PRODUCT } from './shared-stock'

/** The plan's (or trial's) login, and its end for the formats that show one. */
type Login = { username: string; password: string; expiresAt?: number }

const recordOf = (proxy: SharedProxyView, login: Login): ExportRecord => ({
  host: proxy.host,
  httpPort: proxy.httpPort,
  socksPort: proxy.socksPort,
  username: login.username,
  password: login.password,
  countryCode: proxy.countryCode,
  type: `${SHARED_PRODUCT.ipVersion} ${SHARED_PRODUCT.ipMode}`,
  expiresAt: login.expiresAt ?? 0,
  tag: '',
  comment: '',
})

/**
 * The plan's proxies in service, in any export format (`ip:port:user:pass` by default), written by
 * the same writer as every other export (contract/export-formats.ts). Plans are small enough (5000
 * proxies at most) to be written at once.
 */
export function exportLines(proxies: SharedProxyView[], login: Login, choice: ExportChoice | ExportFormat): string {
  const records = proxies.filter((proxy) => !proxy.disabled).map((proxy) => recordOf(proxy, login))
  return exportText(records, typeof choice === 'string' ? { format: choice } : choice)
}
