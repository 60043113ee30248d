import { describe, expect, it } from 'vitest'
import { insertHoldings } from './ip-change-fixtures'
import { customer, customerCall, days } from './order-fixtures'

const COUNT = 10_000

/** Reads a body as it arrives: its chunks, and the text they make. */
async function chunksOf(response: Response): Promise<{ chunks: number; text: string }> {
  const reader = response.body?.getReader()
  if (!reader) throw new Error('no body')
  const decoder = new TextDecoder()
  let chunks = 0
  let text = ''
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks++
    text += decoder.decode(read.value, { stream: true })
  }
  return { chunks, text: text + decoder.decode() }
}

describe('export of a long list', () => {
  it('streams 10,000 proxies page by page, every one once', async () => {
    const owner = await customer('fleet')
    const end = Date.now() + days(30)
    await insertHoldings(
      owner.id,
      Array.from({ length: COUNT }, (_, at) => ({
        host: `10.${Math.floor(at / 62_500)}.${Math.floor(at / 250) % 250}.${(at % 250) + 1}`,
        httpPort: 8000,
        socksPort: 9000,
        username: `user${at}`,
        password: `Password${at}`,
        // Ties on the expiry too: the keyset pages must neither repeat nor skip them.
        expiresAt: end + Math.floor(at / 3) * 1000,
        comment: at % 7 === 0 ? `note, "${at}"\nline` : '',
      })),
    )

    const colon = await customerCall(owner, 'bought-proxy/export-all-proxy?format=colon')
    expect(colon.status).toBe(200)
    const { chunks, text } = await chunksOf(colon)
    const lines = text.split('\n').filter(Boolean)
    expect(lines).toHaveLength(COUNT)
    expect(new Set(lines).size).toBe(COUNT)
    // At least one chunk per page of 500 rows: the list is never written as one piece.
    expect(chunks).toBeGreaterThanOrEqual(COUNT / 500)

    const json = await customerCall(owner, 'bought-proxy/export-all-proxy?format=json')
    const parsed = JSON.parse((await chunksOf(json)).text) as { username: string }[]
    expect(new Set(parsed.map((item) => item.username)).size).toBe(COUNT)
  }, 120_000)
})
