import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import type { ExportRecord } from '@proxy-portal/worker/contract/export-formats'

/** A bought proxy as the shared export formats know it ('ipv4 static', tag and comment as shown). */
export function toExportRecord(proxy: BoughtProxyView): ExportRecord {
  return {
    host: proxy.host,
    httpPort: proxy.httpPort,
    socksPort: proxy.socksPort,
    username: proxy.username,
    password: proxy.password,
    countryCode: proxy.countryCode,
    type: `${proxy.ipVersion} ${proxy.ipMode}`,
    expiresAt: proxy.expiresAt,
    tag: proxy.tagName ?? '',
    comment: proxy.comment,
  }
}
