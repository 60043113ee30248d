/** How long any payment provider may take to answer. */
export const PROVIDER_TIMEOUT_MS = 20_000

export type ProviderFailure = { ok: false; reason: 'failed'; status?: number }

/**
 * One HTTP call to a payment provider: 20 s at most; a network error, a non-2xx answer or an answer
 * `read` cannot understand is one log line (`what` names the call) and a failure, never an exception.
 */
export async function providerCall<T>(
  what: string,
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  read: (text: string) => T | null,
): Promise<{ ok: true; value: T } | ProviderFailure> {
  let status: number
  let text: string
  try {
    const response = await fetcher(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
    status = response.status
    text = await response.text()
  } catch (error) {
    console.error(`${what}: unreachable: ${String(error)}`)
    return { ok: false, reason: 'failed' }
  }
  if (status < 200 || status >= 300) {
    console.error(`${what}: answered ${status}: ${text.slice(0, 500)}`)
    return { ok: false, reason: 'failed', status }
  }
  const value = read(text)
  if (value !== null) return { ok: true, value }
  console.error(`${what}: unexpected answer: ${text.slice(0, 500)}`)
  return { ok: false, reason: 'failed', status }
}

/** JSON text as a value, or null when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** An object's fields, or null for anything else. */
export function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null
}
