import { describe, expect, it } from 'vitest'
import { readNdjson } from './ndjson'

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
}

describe('readNdjson', () => {
  it('hands over each line as it completes, across chunk boundaries and multi-byte letters', async () => {
    const seen: unknown[] = []
    await readNdjson(streamOf(['{"a":1}\n{"b":', '"Đức"}\n', '\n{"c":3}']), (value) => seen.push(value))
    expect(seen).toEqual([{ a: 1 }, { b: 'Đức' }, { c: 3 }])
  })

  it('splits a multi-byte letter cut between two chunks correctly', async () => {
    const bytes = new TextEncoder().encode('{"v":"ộ"}\n')
    const seen: unknown[] = []
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 8))
        controller.enqueue(bytes.slice(8))
        controller.close()
      },
    })
    await readNdjson(stream, (value) => seen.push(value))
    expect(seen).toEqual([{ v: 'ộ' }])
  })
})
