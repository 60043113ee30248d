/**
 * A Worker invocation may hold 6 connections open at once (Cloudflare's limit; more wait in a queue that
 * would blur the timings), and each check uses one at a time: at most this many checks run together.
 */
export const CHECK_CONCURRENCY = 6

/** Runs `task` over `items` in list order, at most `limit` at a time; no new item starts once `stopped()`. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
  stopped: () => boolean = () => false,
): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length && !stopped()) {
      const index = next++
      await task(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}
