import { describe, expect, it } from 'vitest'
import { capacityOf, defaultLimits, intervalOf, type LimitRule, parseLimits, waitFor } from './rate-limits'

/** Hits at the given times through one bucket, as the database keeps it; which got through. */
function run(rule: LimitRule, times: number[]): boolean[] {
  let tat: number | null = null
  return times.map((now) => {
    if (waitFor(rule, tat, now) > 0) return false
    tat = Math.max(tat ?? now, now) + intervalOf(rule)
    return true
  })
}

describe('token buckets', () => {
  const rule = { limit: 5, windowMs: 60_000 }

  it('let the limit through at once, then one hit per window/limit', () => {
    expect(run(rule, [0, 0, 0, 0, 0, 0])).toEqual([true, true, true, true, true, false])
    expect(run(rule, [0, 0, 0, 0, 0, 11_999, 12_000, 12_001])).toEqual([true, true, true, true, true, false, true, false])
  })

  it('never let twice the limit through around what was a window boundary', () => {
    const around = [59_990, 59_991, 59_992, 59_993, 59_994, 60_000, 60_001, 60_002, 60_003, 60_004]
    expect(run(rule, around).filter(Boolean)).toHaveLength(5)
  })

  it('let at most limit + window/interval hits through in any one window', () => {
    const everySecond = Array.from({ length: 180 }, (_, second) => second * 1000)
    const through = run(rule, everySecond)
    for (let start = 0; start + 60 <= 180; start++) {
      expect(through.slice(start, start + 60).filter(Boolean).length).toBeLessThanOrEqual(rule.limit + 5)
    }
  })

  it('say how long until the next hit fits, and refuse a cost larger than the bucket', () => {
    expect(waitFor(rule, null, 1000)).toBe(0)
    expect(waitFor(rule, 1000 + capacityOf(rule), 1000)).toBe(intervalOf(rule))
    expect(waitFor(rule, 1000, 5000, 5)).toBe(0)
    expect(waitFor(rule, null, 0, 6)).toBe(Number.POSITIVE_INFINITY)
  })
})

describe('RATE_LIMITS', () => {
  it('overrides the named limits and keeps the rest', () => {
    const parsed = parseLimits('loginPerIp=3/1.5, codeSend=1/60 ')
    expect(parsed).toEqual({
      ok: true,
      limits: { ...defaultLimits, loginPerIp: { limit: 3, windowMs: 1500 }, codeSend: { limit: 1, windowMs: 60_000 } },
    })
    expect(parseLimits('')).toEqual({ ok: true, limits: defaultLimits })
  })

  it('refuses unknown names and malformed or empty rules', () => {
    for (const text of ['loginPerIpp=3/1', 'loginPerIp=3', 'loginPerIp=0/10', 'loginPerIp=3/0', 'loginPerIp=-1/5']) {
      expect(parseLimits(text).ok, text).toBe(false)
    }
  })
})
