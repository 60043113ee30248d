import { describe, expect, it } from 'vitest'
import { shouldReloadForChunkError } from './chunk-reload'

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/order-1a2b.js')

describe('reload after a chunk-load failure', () => {
  it('reloads for a chunk-load failure', () => {
    expect(shouldReloadForChunkError(chunkError, 0, 1_000_000)).toBe(true)
  })

  it('reloads at most once per minute', () => {
    expect(shouldReloadForChunkError(chunkError, 1_000_000, 1_059_999)).toBe(false)
    expect(shouldReloadForChunkError(chunkError, 1_000_000, 1_060_000)).toBe(true)
  })

  it('does not reload for other errors', () => {
    expect(shouldReloadForChunkError(new Error('boom'), 0, 1_000_000)).toBe(false)
    expect(shouldReloadForChunkError('Loading chunk 3 failed', 0, 1_000_000)).toBe(false)
  })
})
