import { csvField } from './export-formats'

/**
 * A cell of a CSV an operator opens in a spreadsheet. Text a customer chose (a name, a transfer's
 * content) that starts like a formula is prefixed with an apostrophe, so the spreadsheet shows it instead
 * of running it (OWASP's CSV injection advice); then quoted as the proxy export quotes.
 */
export function spreadsheetCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  return csvField(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)
}

/** A CSV document: a header line, then one line per row, CRLF as RFC 4180 says. */
export function csvDocument(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `${[header, ...rows].map((row) => row.map(spreadsheetCell).join(',')).join('\r\n')}\r\n`
}
