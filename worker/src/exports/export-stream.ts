import { type ExportChoice, type ExportRecord, exportWriter } from '../contract/export-formats'

export type Page<C> = { records: ExportRecord[]; next: C | null }

/**
 * An export as a byte stream: the writer's head, then one page of records per pull, then its tail.
 * Pages are read only as the client takes the body, so a list of any length never sits in memory
 * at once; a failed read errors the stream (the client sees a cut download, not a wrong file).
 */
export function exportStream<C>(choice: ExportChoice, readPage: (after: C | null) => Promise<Page<C>>): ReadableStream<Uint8Array> {
  const writer = exportWriter(choice)
  const encoder = new TextEncoder()
  let after: C | null = null
  let index = 0
  let started = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const page = await readPage(after)
        let text = started ? '' : writer.head
        started = true
        for (const record of page.records) text += writer.item(record, index++)
        if (page.next === null) text += writer.tail
        if (text) controller.enqueue(encoder.encode(text))
        if (page.next === null) controller.close()
        after = page.next
      },
    },
    { highWaterMark: 0 },
  )
}
