import { describe, expect, it } from 'vitest'
import { KEEP_EXPIRED_MS } from '../contract/orders'
import { changeRefusal, type KeyLife, keyRenewRefusal, keyStatusAt, nextChangeAt, secondsUntilChange } from './key-rules'

const T = Date.UTC(2030, 0, 1)
const key = (extra: Partial<KeyLife> = {}): KeyLife => ({
  status: 'using',
  expiresAt: T + 30 * 86_400_000,
  changeStatus: 'changed',
  changedAt: T,
  minChangeSeconds: 60,
  ...extra,
})

describe("a key's IP change", () => {
  it('is GET_IP_TOO_FAST up to the last millisecond of the minimum interval and allowed at its end', () => {
    expect(changeRefusal(key(), T)).toBe('GET_IP_TOO_FAST')
    expect(changeRefusal(key(), T + 59_999)).toBe('GET_IP_TOO_FAST')
    expect(changeRefusal(key(), T + 60_000)).toBeNull()
    expect(changeRefusal(key({ minChangeSeconds: 300 }), T + 299_999)).toBe('GET_IP_TOO_FAST')
    expect(changeRefusal(key({ minChangeSeconds: 300 }), T + 300_000)).toBeNull()
  })

  it('comes at once for a key never changed, and never while a change waits for its node', () => {
    expect(changeRefusal(key({ changedAt: null, changeStatus: 'idle' }), T)).toBeNull()
    expect(changeRefusal(key({ changeStatus: 'changing' }), T + 3_600_000)).toBe('GET_IP_TOO_FAST')
  })

  it('is KEY_EXPIRED from the key’s end on, whatever the interval says', () => {
    const ending = key({ expiresAt: T + 120_000 })
    expect(changeRefusal(ending, T + 119_999)).toBeNull()
    expect(changeRefusal(ending, T + 120_000)).toBe('KEY_EXPIRED')
    expect(changeRefusal(key({ status: 'expired', expiresAt: T + 200_000 }), T + 100_000)).toBe('KEY_EXPIRED')
    expect(changeRefusal(key({ status: 'released' }), T + 100_000)).toBe('KEY_EXPIRED')
  })

  it('tells when the next change may come, in whole seconds rounded up', () => {
    expect(nextChangeAt(key())).toBe(T + 60_000)
    expect(secondsUntilChange(key(), T)).toBe(60)
    expect(secondsUntilChange(key(), T + 59_001)).toBe(1)
    expect(secondsUntilChange(key(), T + 60_000)).toBe(0)
    expect(secondsUntilChange(key({ changedAt: null }), T)).toBe(0)
  })
})

describe("a key's renewal", () => {
  it('is NOT_EXPIRE while the key runs, allowed from its end for 3 days, then KEY_EXPIRED', () => {
    const end = T + 1000
    expect(keyRenewRefusal({ status: 'using', expiresAt: end }, end - 1)).toBe('NOT_EXPIRE')
    expect(keyRenewRefusal({ status: 'using', expiresAt: end }, end)).toBeNull()
    expect(keyRenewRefusal({ status: 'expired', expiresAt: end }, end + KEEP_EXPIRED_MS - 1)).toBeNull()
    expect(keyRenewRefusal({ status: 'expired', expiresAt: end }, end + KEEP_EXPIRED_MS)).toBe('KEY_EXPIRED')
    expect(keyRenewRefusal({ status: 'released', expiresAt: end }, end + 1)).toBe('KEY_EXPIRED')
  })

  it('shows a key past its end as expired before the job marks it', () => {
    expect(keyStatusAt({ status: 'using', expiresAt: T }, T - 1)).toBe('using')
    expect(keyStatusAt({ status: 'using', expiresAt: T }, T)).toBe('expired')
    expect(keyStatusAt({ status: 'released', expiresAt: T }, T - 1)).toBe('released')
  })
})
