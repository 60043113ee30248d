import { type BoughtProxyView, exportRecordOf } from '@proxy-portal/worker/contract/bought-proxies'
import { exportText, formatLine } from '@proxy-portal/worker/contract/export-formats'
import { m } from '../../paraglide/messages'
import type { Settings } from '../../utils/state'

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
