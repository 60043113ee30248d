import { describe, expect, it } from 'vitest'
import { nextReadSize } from '../src/serve/relay.ts'

/** Replays a tunnel's reads (bytes each read returned) and answers the buffer sizes it read into. */
function sizesFor(reads: number[]): number[] {
  let size = 4096
  return reads.map((wanted) => {
    const bytes = Math.min(wanted, size)
    const used = size
    size = nextReadSize(bytes, size)
    return used
  })
}

describe("a tunnel's read buffer", () => {
  it('grows while a download fills it, to 256 KiB at most', () => {
    expect(sizesFor(Array(10).fill(1 << 20))).toEqual([4, 8, 16, 32, 64, 128, 256, 256, 256, 256].map((kib) => kib * 1024))
  })

  it('shrinks back to a few KiB once the download is over and only small answers come', () => {
    const download = Array(8).fill(1 << 20)
    const after = sizesFor([...download, 100, 100, 100, 100, 100]).slice(download.length)
    expect(after).toEqual([256, 64, 16, 4, 4].map((kib) => kib * 1024))
  })

  it('keeps its size for reads that fill a good part of it', () => {
    expect(nextReadSize(40_000, 65_536)).toBe(65_536)
  })
})
