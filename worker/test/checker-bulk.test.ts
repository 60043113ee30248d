import { describe, expect, it } from 'vitest'
import { CHECK_CONCURRENCY } from '../src/checker/pool'
import { checkCall, EXIT_IP, lineOf, type ResultEvent, readEvents, servers } from './checker-fixtures'
import { customer } from './order-fixtures'

const COUNT = 50
/** The counting proxy answers each CONNECT this late (proxy-servers.ts), so checks overlap visibly. */
const DELAY_MS = 150

const stats = async (method: 'GET' | 'POST') =>
  (await (await fetch(servers.countingStatsUrl, { method })).json()) as { peak: number; total: number }

describe('a bulk check', () => {
  it('streams 50 results as they finish, never more than 6 checks at once', async () => {
    const who = await customer('checker-bulk')
    await stats('POST')
    const proxies = Array.from({ length: COUNT }, () => lineOf(servers.countingPort)).join('\n')
    const events = await readEvents(await checkCall(who.token, { proxies }))

    const [start, ...rest] = events
    const done = rest.pop()
    expect(start).toMatchObject({ type: 'start', total: COUNT, exitIpLookup: true })
    expect(done).toMatchObject({ type: 'done', alive: COUNT, dead: 0 })
    const results = rest as (ResultEvent & { at: number })[]
    expect(results.map((result) => result.index).sort((a, b) => a - b)).toEqual(Array.from({ length: COUNT }, (_, at) => at))
    for (const result of results) expect(result).toMatchObject({ type: 'result', alive: true, protocols: ['http'], exitIp: EXIT_IP })

    // At most 6 at a time, and really 6: 50 take ceil(50/6) = 9 rounds of the proxy's delay.
    expect(await stats('GET')).toEqual({ peak: CHECK_CONCURRENCY, total: COUNT })
    // Streamed: the first result arrives rounds before the last one.
    const first = results[0]?.at ?? 0
    const last = results.at(-1)?.at ?? 0
    expect(last - first).toBeGreaterThanOrEqual(6 * DELAY_MS)
  })
})
