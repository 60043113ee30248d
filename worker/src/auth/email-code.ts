/** A uniformly random six-digit code (rejection sampling, no modulo bias). */
export function sixDigitCode(): string {
  const limit = 4_000_000_000 // largest multiple of 1e6 below 2^32
  const value = new Uint32Array(1)
  do crypto.getRandomValues(value)
  while ((value[0] ?? limit) >= limit)
  return String((value[0] ?? 0) % 1_000_000).padStart(6, '0')
}
