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

/** What a balance lacks to pay a price (0 when it is enough): the shortfall a buy form names before confirming. */
export function shortfall(price: number, balance: number): number {
  assertXu(price)
  assertXu(balance)
  return Math.max(0, price - balance)
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

/** "12.34" as a JSON number (12.34) -> 1234 cents, exactly: read from its shortest decimal text, never multiplied as a float. */
export function centsFromUsdNumber(amount: number): number | null {
  return Number.isFinite(amount) && amount >= 0 ? centsFromDecimal(String(amount)) : null
}

/** USD given in millionths (USDT's 6 decimals) -> whole cents, rounded down. */
export function centsFromMicroUsd(micro: number): number {
  if (!Number.isSafeInteger(micro) || micro < 0) throw new RangeError(`bad millionths: ${micro}`)
  return integerShare(micro, 1, 10_000, 'down')
}

/** Cents plus `extraMicro` millionths -> millionths of a USD. */
export function microUsdFromCents(cents: number, extraMicro = 0): number {
  if (!Number.isSafeInteger(cents) || cents < 0 || !Number.isSafeInteger(extraMicro) || extraMicro < 0 || extraMicro >= 10_000)
    throw new RangeError(`bad amount: ${cents} cents + ${extraMicro}`)
  return cents * 10_000 + extraMicro
}

/** 12340123 millionths -> "12.340123", as a USDT transfer shows it. */
export function decimalFromMicroUsd(micro: number): string {
  return `${decimalFromCents(centsFromMicroUsd(micro))}${String(micro % 10_000).padStart(4, '0')}`
}

/** `percent`% of an amount of Xu, rounded half up (prices, surcharges, discounts). */
export function percentOf(xu: number, percent: number): number {
  assertXu(xu)
  assertPercent(percent)
  return integerShare(xu, percent, 100, 'half-up')
}

/** `percent`% of an amount of Xu, rounded down (a bonus never exceeds its percentage). */
export function percentDown(xu: number, percent: number): number {
  assertXu(xu)
  assertPercent(percent)
  return integerShare(xu, percent, 100, 'down')
}

/** The share `part / whole` of an amount, rounded up to the next Xu (what is left of a period, charged). */
export function prorate(xu: number, part: number, whole: number): number {
  assertXu(xu)
  if (!Number.isSafeInteger(whole) || whole <= 0 || !Number.isSafeInteger(part) || part < 0)
    throw new RangeError(`bad share: ${part}/${whole}`)
  return integerShare(xu, Math.min(part, whole), whole, 'up')
}

/** A total of Xu divided into `parts` equal shares, each rounded up (an average price that never undercharges). */
export function shareUp(xu: number, parts: number): number {
  assertXu(xu)
  if (!Number.isSafeInteger(parts) || parts <= 0) throw new RangeError(`bad parts: ${parts}`)
  return integerShare(xu, 1, parts, 'up')
}

function assertPercent(percent: number): void {
  if (!Number.isSafeInteger(percent) || percent < 0) throw new RangeError(`bad percent: ${percent}`)
}

// xu * times / over in whole numbers (BigInt: a product of Xu and milliseconds passes 2^53), rounded as asked.
function integerShare(xu: number, times: number, over: number, rounding: 'down' | 'up' | 'half-up'): number {
  const sign = xu < 0 ? -1n : 1n
  const product = BigInt(Math.abs(xu)) * BigInt(times)
  const divisor = BigInt(over)
  const bias = rounding === 'down' ? 0n : rounding === 'up' ? divisor - 1n : divisor / 2n
  const result = Number((sign * (product + bias)) / divisor)
  if (!Number.isSafeInteger(result)) throw new RangeError(`amount out of range: ${xu} x ${times} / ${over}`)
  return result
}
