import type { CheckEvent, CheckLine, CheckProtocol } from '../contract/checker'
import { type CheckSettings, checkProxy } from './check-proxy'
import { CHECK_CONCURRENCY, eachLimited } from './pool'

/**
 * Checks a list and streams the answer as NDJSON: start, one result per proxy as it finishes (not in list
 * order), then done. When the caller goes away the remaining proxies are not checked.
 */
export function checkStream(
  lines: CheckLine[],
  protocol: CheckProtocol,
  settings: CheckSettings,
): { body: ReadableStream<Uint8Array>; finished: Promise<void> } {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
  const writer = writable.getWriter()
  const encoder = new TextEncoder()
  let gone = false
  const send = async (event: CheckEvent) => {
    if (gone) return
    await writer.write(encoder.encode(`${JSON.stringify(event)}\n`)).catch(() => {
      gone = true
    })
  }
  const run = async () => {
    const counts = { alive: 0, dead: 0 }
    await send({ type: 'start', total: lines.length, exitIpLookup: settings.echo !== null })
    await eachLimited(
      lines,
      CHECK_CONCURRENCY,
      async (line, index) => {
        const result = await checkProxy(line, protocol, settings)
        counts[result.alive ? 'alive' : 'dead']++
        await send({ type: 'result', index, line: line.line, proxy: line.text, ...result })
      },
      () => gone,
    )
    await send({ type: 'done', ...counts })
    await writer.close().catch(() => {})
  }
  const finished = run().catch(async (error) => {
    console.error('proxy check stream failed', error)
    await writer.abort(error).catch(() => {})
  })
  return { body: readable, finished }
}
