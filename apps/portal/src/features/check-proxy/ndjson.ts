/**
 * Reads a newline-delimited JSON body as it arrives, handing each object to `onValue`. A line split
 * across chunks waits for its end.
 */
export async function readNdjson<T>(body: ReadableStream<Uint8Array>, onValue: (value: T) => void): Promise<void> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let pending = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      pending += decoder.decode(value, { stream: !done })
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) if (line.trim()) onValue(JSON.parse(line) as T)
      if (done) break
    }
    if (pending.trim()) onValue(JSON.parse(pending) as T)
  } finally {
    reader.releaseLock()
  }
}
