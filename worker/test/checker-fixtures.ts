import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { CheckEvent } from '../src/contract/checker'
import { bearer, call, ORIGIN } from './accounts'

/** The real servers test/servers/proxy-servers.ts started for this run (squid, microsocks, echo, odd ports). */
export type ProxyServers = {
  login: { username: string; password: string }
  squidPorts: number[]
  socksPort: number
  socksV6Port: number
  echoUrl: string
  /** microsocks whose connections to IPv6 hosts leave from ::1, and the echo on [::1]. */
  socksV6ExitPort: number
  echo6Url: string
  closedPort: number
  silentPort: number
  garbagePort: number
  countingPort: number
  countingStatsUrl: string
}

export const servers = JSON.parse((env as unknown as { TEST_PROXY_SERVERS: string }).TEST_PROXY_SERVERS) as ProxyServers
export const { login } = servers
export const TIMEOUT_MS = Number(env.CHECK_TIMEOUT_MS)
/** What the local echo server sees: every proxy here connects from loopback. */
export const EXIT_IP = '127.0.0.1'

/** `ip:port:user:pass` of a local proxy, with the test login unless told otherwise. */
export const lineOf = (port: number, password = login.password, username = login.username) => `127.0.0.1:${port}:${username}:${password}`

type Timed<T> = T & { at: number }

/** Posts a check and reads its NDJSON stream event by event, noting when each arrived. */
export async function checkCall(token: string, body: unknown): Promise<Response> {
  return call('/api/proxy/check-proxy', body, { headers: { ...bearer(token), origin: ORIGIN } })
}

export async function readEvents(response: Response): Promise<Timed<CheckEvent>[]> {
  if (response.status !== 200) expect.fail(`check answered ${response.status}: ${await response.text()}`)
  expect(response.headers.get('content-type')).toContain('application/x-ndjson')
  const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader()
  const events: Timed<CheckEvent>[] = []
  let pending = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    pending += value
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) if (line) events.push({ ...(JSON.parse(line) as CheckEvent), at: Date.now() })
  }
  expect(pending).toBe('')
  return events
}

export type ResultEvent = Extract<CheckEvent, { type: 'result' }>

/** Checks lines and answers the results in list order (the stream sends them as they finish). */
export async function checkLines(token: string, proxies: string, protocol?: string): Promise<ResultEvent[]> {
  const events = await readEvents(await checkCall(token, { proxies, ...(protocol && { protocol }) }))
  const results = events.filter((event): event is Timed<ResultEvent> => event.type === 'result')
  expect(events[0]).toMatchObject({ type: 'start', total: results.length })
  expect(events.at(-1)).toMatchObject({ type: 'done' })
  return results.sort((a, b) => a.index - b.index).map(({ at: _, ...result }) => result)
}
