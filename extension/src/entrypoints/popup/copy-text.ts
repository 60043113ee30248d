import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { type ExportRecord, exportText, formatLine } from '@proxy-portal/worker/contract/export-formats'
import { m } from '../../paraglide/messages'
import type { Settings } from '../../utils/state'

/** A bought proxy as the shared export formats know it ('ipv4 static', as the portal's exports write it). */
export const exportRecordOf = (proxy: BoughtProxyView): ExportRecord => ({
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
})

/**
 * One proxy in the copy format chosen in the settings, written by the portal's own formatter; null
 * when the format needs a port the proxy lacks (an http:// line for a SOCKS-only proxy).
 */
export function copyTextOf(proxy: BoughtProxyView, settings: Pick<Settings, 'copyFormat' | 'copyTemplate'>): string | null {
  const record = exportRecordOf(proxy)
  const format = settings.copyFormat
  if (format === 'csv' || format === 'json') return exportText([record], { format }).trimEnd()
  return formatLine(record, format, settings.copyTemplate)
}

/** Copies it to the clipboard; the answer is what the toast says. */
export async function copyProxy(proxy: BoughtProxyView, settings: Settings): Promise<{ ok: boolean; text: string }> {
  const text = copyTextOf(proxy, settings)
  if (text === null) return { ok: false, text: m.ext_copy_no_port() }
  try {
    await navigator.clipboard.writeText(text)
    return { ok: true, text: m.copied() }
  } catch {
    return { ok: false, text: m.ext_copy_failed() }
  }
}
