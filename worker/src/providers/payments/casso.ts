/** Casso webhook v2: `X-Casso-Signature: t=<unix ms>,v1=<hex HMAC-SHA512 of t + '.' + key-sorted JSON body>`. */
import { timingSafeEqual } from '../../auth/crypto'
import { hmacSha512Hex } from './hmac'

/** A copy of `value` whose objects have their keys sorted (recursively); arrays keep their order. */
export function sortKeysRecursive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysRecursive)
  if (value === null || typeof value !== 'object') return value
  const sorted: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeysRecursive((value as Record<string, unknown>)[key])
  return sorted
}

function signedText(body: unknown, tMs: number | string): string {
  return `${tMs}.${JSON.stringify(sortKeysRecursive(body))}`
}

/** The signature header Casso would send for `body` at `tMs` (for tests and local test servers). */
export async function cassoSignatureHeader(body: unknown, key: string, tMs: number): Promise<string> {
  return `t=${tMs},v1=${await hmacSha512Hex(key, signedText(body, tMs))}`
}

/** Whether `header` signs the parsed JSON `body` under `checksumKey` and is no further than `toleranceMs` from `nowMs`. */
export async function verifyCassoSignature(
  header: string | null,
  body: unknown,
  checksumKey: string,
  nowMs: number,
  toleranceMs = 5 * 60_000,
): Promise<boolean> {
  if (!header || !checksumKey) return false
  const parts = new Map<string, string>()
  for (const part of header.split(',')) {
    const at = part.indexOf('=')
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  const t = parts.get('t')
  const v1 = parts.get('v1')
  if (!t || !v1 || !/^\d{1,16}$/.test(t) || !/^[0-9a-f]{128}$/.test(v1)) return false
  // Replays are refused in both directions: a timestamp from the future is as suspect as an old one.
  if (Math.abs(nowMs - Number(t)) > toleranceMs) return false
  return timingSafeEqual(await hmacSha512Hex(checksumKey, signedText(body, t)), v1)
}
