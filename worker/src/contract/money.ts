/**
 * Money in one place. Amounts are integer Xu (1 Xu = 1 VND); USD is shown at the configured rate.
 * Nothing else formats or converts money.
 */
export const DEFAULT_VND_PER_USD = 26_000

export function isXu(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value)
}

function assertXu(value: number): void {
  if (!isXu(value)) throw new RangeError(`not an integer amount of Xu: ${value}`)
}

function assertRate(vndPerUsd: number): void {
  if (!Number.isSafeInteger(vndPerUsd) || vndPerUsd <= 0) throw new RangeError(`bad rate: ${vndPerUsd}`)
}

/** 1234567 -> "1,234,567"; the thousands separator is a comma in every language. */
export function formatAmount(value: number): string {
  assertXu(value)
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return value < 0 ? `-${digits}` : digits
}

/** 1234567 with unit "Xu" -> "1,234,567 Xu". The unit is a translated text (Xu in vi, Coin in en). */
export function formatXu(value: number, unit: string): string {
  return `${formatAmount(value)} ${unit}`
}

/** Xu -> US cents at the rate, rounded half up to the cent; for display. */
export function xuToUsdCents(xu: number, vndPerUsd: number = DEFAULT_VND_PER_USD): number {
  assertXu(xu)
  assertRate(vndPerUsd)
  const sign = xu < 0 ? -1 : 1
  return sign * Math.floor((Math.abs(xu) * 100 * 2 + vndPerUsd) / (2 * vndPerUsd))
}

/** US cents -> Xu at the rate, rounded down: a conversion never credits a fraction it did not receive. */
export function usdCentsToXu(cents: number, vndPerUsd: number = DEFAULT_VND_PER_USD): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`bad cents: ${cents}`)
  assertRate(vndPerUsd)
  return Math.floor((cents * vndPerUsd) / 100)
}

/** 123456 cents -> "$1,234.56". */
export function formatUsd(cents: number): string {
  assertXu(cents)
  const abs = Math.abs(cents)
  const text = `$${formatAmount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
  return cents < 0 ? `-${text}` : text
}

/** "12.34" -> 1234 cents, exactly (no floating point); null when the text is not such an amount. */
export function centsFromDecimal(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** 1234 cents -> "12.34", as payment forms want it. */
export function decimalFromCents(cents: number): string {
  assertXu(cents)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** `percent`% of an amount of Xu, rounded half up (prices, surcharges, discounts, bonuses). */
export function percentOf(xu: number, percent: number): number {
  assertXu(xu)
  if (!Number.isSafeInteger(percent) || percent < 0) throw new RangeError(`bad percent: ${percent}`)
  return Math.floor((xu * percent * 2 + 100) / 200)
}

/** The share `part / whole` of an amount, rounded up to the next Xu (what is left of a period, charged). */
export function prorate(xu: number, part: number, whole: number): number {
  assertXu(xu)
  if (!(whole > 0) || part < 0) throw new RangeError(`bad share: ${part}/${whole}`)
  return Math.ceil((xu * Math.min(part, whole)) / whole)
}
