/** Spec section 8: a failed chunk load reloads the page, at most once per minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const RELOADED_AT_KEY = 'chunkReloadAt'

const chunkFailure = /dynamically imported module|Importing a module script failed|Loading chunk .* failed/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkFailure.test(error.message)
}

export function shouldReloadForChunkError(error: unknown, lastReloadAt: number, now: number): boolean {
  return isChunkLoadError(error) && now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}

/** Reloads the page for a chunk-load failure unless it already did so within the last minute. */
export function reloadForChunkError(error: unknown): void {
  const now = Date.now()
  if (!shouldReloadForChunkError(error, Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0), now)) return
  sessionStorage.setItem(RELOADED_AT_KEY, String(now))
  window.location.reload()
}
