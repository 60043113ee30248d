import { describe, expect, it } from 'vitest'
import { renewReadiness } from './renew-readiness'

const using = (expiresAt: number) => ({ status: 'using' as const, expiresAt })
const expired = (expiresAt: number) => ({ status: 'expired' as const, expiresAt })

describe("the toolbar's renewal readiness", () => {
  it('highlights Renew once any selected proxy can be renewed now', () => {
    expect(renewReadiness([using(5_000), expired(1_000)])).toEqual({ renewableNow: true, from: null })
  })

  it('says from when the soonest of proxies still running can be renewed, without highlighting', () => {
    expect(renewReadiness([using(9_000), using(4_000)])).toEqual({ renewableNow: false, from: 4_000 })
  })

  it('says nothing for an empty selection', () => {
    expect(renewReadiness([])).toEqual({ renewableNow: false, from: null })
  })
})
