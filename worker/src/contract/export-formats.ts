import * as v from 'valibot'

/**
 * Export formats of proxy lists (spec: export, export all, plan export; the extension's copy):
 * `ip:port:user:pass`, `user:pass@ip:port`, http:// and socks5:// URLs, CSV, JSON and a custom
 * template. Pure functions, shared by the Worker (streamed exports), the portal and the extension.
 */
export const exportFormats = ['colon', 'at', 'http', 'socks5', 'csv', 'json', 'custom'] as const
export type ExportFormat = (typeof exportFormats)[number]

/** Placeholders a custom template may use; anything else in braces makes the template invalid. */
export const templateFields = [
  'ip',
  'host',
  'port',
  'http_port',
  'socks_port',
  'user',
  'pass',
  'country',
  'expiry',
  'type',
  'tag',
  'comment',
] as const
export type TemplateField = (typeof templateFields)[number]
export const DEFAULT_TEMPLATE = '{ip}:{port}:{user}:{pass}'
const TEMPLATE_MAX = 300

/** One proxy as the exports know it. */
export type ExportRecord = {
  host: string
  httpPort: number | null
  socksPort: number | null
  username: string
  password: string
  countryCode: string
  /** e.g. 'ipv4 static'. */
  type: string
  expiresAt: number
  tag: string
  comment: string
}

const PLACEHOLDER = /\{([a-z_]*)\}/g

/** Whether a template has at least one placeholder and only known ones, and no stray braces. */
export function isValidTemplate(template: string): boolean {
  if (!template.trim() || template.length > TEMPLATE_MAX || /[\r\n]/.test(template)) return false
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')
  if (names.length === 0 || !names.every((name) => (templateFields as readonly string[]).includes(name))) return false
  return !/[{}]/.test(template.replace(PLACEHOLDER, ''))
}

/** `format` (and `template` when custom) as a query or body; a wrong one is 'exportFormatInvalid' (spec: export format must be valid). */
export const ExportChoice = v.pipe(
  v.object({
    format: v.optional(v.picklist(exportFormats, 'exportFormatInvalid'), 'colon'),
    template: v.optional(v.pipe(v.string('exportFormatInvalid'), v.maxLength(TEMPLATE_MAX, 'exportFormatInvalid'))),
  }),
  v.forward(
    v.check((choice) => choice.format !== 'custom' || isValidTemplate(choice.template ?? ''), 'exportFormatInvalid'),
    ['template'],
  ),
)
export type ExportChoice = v.InferOutput<typeof ExportChoice>

/** IPv6 hosts in brackets wherever a port follows. */
const endpoint = (host: string, port: number | null) => `${host.includes(':') ? `[${host}]` : host}:${port ?? ''}`
const linePort = (record: ExportRecord) => record.httpPort ?? record.socksPort
const expiry = (record: ExportRecord) => new Date(record.expiresAt).toISOString()

function fieldValue(record: ExportRecord, field: TemplateField): string {
  const values: Record<TemplateField, () => string> = {
    ip: () => record.host,
    host: () => record.host,
    port: () => String(linePort(record) ?? ''),
    http_port: () => String(record.httpPort ?? ''),
    socks_port: () => String(record.socksPort ?? ''),
    user: () => record.username,
    pass: () => record.password,
    country: () => record.countryCode,
    expiry: () => expiry(record),
    type: () => record.type,
    tag: () => record.tag,
    comment: () => record.comment.replace(/[\r\n]+/g, ' '),
  }
  return values[field]()
}

export const CSV_HEADER = 'host,http_port,socks_port,username,password,country,type,expires_at,tag,comment'

/** RFC 4180: quote a field holding a comma, a quote or a line break; double the quotes. */
export const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)

function csvLine(record: ExportRecord): string {
  const fields = [
    record.host,
    String(record.httpPort ?? ''),
    String(record.socksPort ?? ''),
    record.username,
    record.password,
    record.countryCode,
    record.type,
    expiry(record),
    record.tag,
    record.comment,
  ]
  return fields.map(csvField).join(',')
}

function jsonItem(record: ExportRecord) {
  const { host, httpPort, socksPort, username, password, countryCode, type, tag, comment } = record
  return { host, httpPort, socksPort, username, password, countryCode, type, expiresAt: expiry(record), tag, comment }
}

/**
 * One proxy in a line format, or null when the format needs a port the proxy lacks (an http://
 * line for a SOCKS-only proxy). URLs percent-encode the credentials.
 */
export function formatLine(
  record: ExportRecord,
  format: Exclude<ExportFormat, 'csv' | 'json'>,
  template = DEFAULT_TEMPLATE,
): string | null {
  const auth = `${record.username}:${record.password}`
  const port = linePort(record)
  if (format === 'colon') return `${endpoint(record.host, port)}:${auth}`
  if (format === 'at') return `${auth}@${endpoint(record.host, port)}`
  if (format === 'custom') return template.replace(PLACEHOLDER, (_, name: TemplateField) => fieldValue(record, name))
  const urlPort = format === 'http' ? record.httpPort : record.socksPort
  if (urlPort === null) return null
  const urlAuth = `${encodeURIComponent(record.username)}:${encodeURIComponent(record.password)}`
  return `${format}://${urlAuth}@${endpoint(record.host, urlPort)}`
}

/**
 * A whole export in three parts, so a long list can be streamed: `head`, then `item(record, index)`
 * for each proxy in order, then `tail`. Every item ends its own line.
 */
export function exportWriter(choice: ExportChoice) {
  const { format, template } = choice
  if (format === 'csv') return { head: `${CSV_HEADER}\n`, item: (record: ExportRecord) => `${csvLine(record)}\n`, tail: '' }
  if (format === 'json') {
    return {
      head: '[',
      item: (record: ExportRecord, index: number) => `${index === 0 ? '\n' : ',\n'}${JSON.stringify(jsonItem(record))}`,
      tail: '\n]\n',
    }
  }
  return {
    head: '',
    item: (record: ExportRecord) => {
      const line = formatLine(record, format, template)
      return line === null ? '' : `${line}\n`
    },
    tail: '',
  }
}

/** A whole export at once (small lists: the portal's selection, the extension's copy). */
export function exportText(records: readonly ExportRecord[], choice: ExportChoice): string {
  const writer = exportWriter(choice)
  return writer.head + records.map((record, index) => writer.item(record, index)).join('') + writer.tail
}

/** File name and media type of a downloaded export. */
export function exportFile(format: ExportFormat): { extension: string; mediaType: string } {
  if (format === 'csv') return { extension: 'csv', mediaType: 'text/csv; charset=utf-8' }
  if (format === 'json') return { extension: 'json', mediaType: 'application/json; charset=utf-8' }
  return { extension: 'txt', mediaType: 'text/plain; charset=utf-8' }
}
