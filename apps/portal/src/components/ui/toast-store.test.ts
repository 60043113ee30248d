import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { currentToasts, holdToast, releaseToast, toast } from './toast-store'

const visible = () =>
  currentToasts()
    .filter((t) => !t.leaving)
    .map((t) => t.text)

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.runAllTimers()
    vi.useRealTimers()
  })

  it('fade in for 600 ms, stay 2000 ms, then fade out over 1000 ms', () => {
    toast.success('Saved')
    vi.advanceTimersByTime(2599)
    expect(visible()).toEqual(['Saved'])
    vi.advanceTimersByTime(1)
    expect(currentToasts()).toMatchObject([{ text: 'Saved', leaving: true }])
    vi.advanceTimersByTime(999)
    expect(currentToasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(currentToasts()).toEqual([])
  })

  it('stay while the pointer is over them and leave 1000 ms after it goes', () => {
    const id = toast.error('Failed')
    vi.advanceTimersByTime(2000)
    holdToast(id)
    vi.advanceTimersByTime(10_000)
    expect(visible()).toEqual(['Failed'])
    releaseToast(id)
    vi.advanceTimersByTime(999)
    expect(visible()).toEqual(['Failed'])
    vi.advanceTimersByTime(1)
    expect(visible()).toEqual([])
  })

  it('come back when the pointer catches one that is fading', () => {
    const id = toast.info('Hello')
    vi.advanceTimersByTime(2700)
    expect(visible()).toEqual([])
    holdToast(id)
    expect(visible()).toEqual(['Hello'])
  })
})
