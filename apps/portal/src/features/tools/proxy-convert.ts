import {
  CSV_HEADER,
  csvField,
  type ExportChoice,
  type ExportRecord,
  exportText,
  type TemplateField,
} from '@proxy-portal/worker/contract/export-formats'
import type { PastedProxy } from './proxy-input'

/** The placeholders a pasted line can fill; the rest of a template's fields stay empty. */
export const pastedFields = ['ip', 'host', 'port', 'http_port', 'socks_port', 'user', 'pass'] as const satisfies readonly TemplateField[]

/** A pasted line names one port; the converter changes the notation, not the proxy, so that port serves every format. */
const recordOf = (proxy: PastedProxy): ExportRecord => ({
  host: proxy.host,
  httpPort: proxy.port,
  socksPort: proxy.port,
  username: proxy.username,
  password: proxy.password,
  countryCode: '',
  type: '',
  expiresAt: 0,
  tag: '',
  comment: '',
})

/**
 * Pasted proxies in an export format. CSV and JSON keep the export's columns and keys, with those a
 * line cannot tell (country, type, expiry, tag, comment) empty rather than made up.
 */
export function convertProxies(proxies: readonly PastedProxy[], choice: ExportChoice): string {
  if (choice.format === 'csv') {
    const rows = proxies.map((p) =>
      [p.host, p.port, p.port, p.username, p.password, '', '', '', '', ''].map(String).map(csvField).join(','),
    )
    return [CSV_HEADER, ...rows].map((row) => `${row}\n`).join('')
  }
  if (choice.format === 'json') {
    const items = proxies.map((p) => {
      const item = { host: p.host, httpPort: p.port, socksPort: p.port, username: p.username, password: p.password }
      return JSON.stringify({ ...item, countryCode: '', type: '', expiresAt: null, tag: '', comment: '' })
    })
    return items.length ? `[\n${items.join(',\n')}\n]\n` : '[]\n'
  }
  const template = choice.template?.replace(/\{(country|expiry|type|tag|comment)\}/g, '')
  return exportText(proxies.map(recordOf), { ...choice, template })
}
