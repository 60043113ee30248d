import { version } from './version.ts'

export type PortalAnswer = { status: number; etag: string | null; body: string }

/**
 * Calls the portal as this node: every call carries the node's key (X-Node-Key), which names the
 * node, and gives up after the configured timeout.
 */
export class PortalClient {
  private readonly base: string
  private readonly key: string
  private readonly timeoutMs: number

  constructor(base: string, key: string, timeoutMs: number) {
    this.base = base
    this.key = key
    this.timeoutMs = timeoutMs
  }

  async call(method: 'GET' | 'POST', path: string, options: { body?: unknown; etag?: string | null } = {}): Promise<PortalAnswer> {
    const headers: Record<string, string> = { 'x-node-key': this.key, 'user-agent': `proxy-node/${version}`, accept: 'application/json' }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (options.etag) headers['if-none-match'] = options.etag
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    return { status: response.status, etag: response.headers.get('etag'), body: await response.text() }
  }
}

/** A portal answer that was not what the call expects, said in one line for the heartbeat's lastError. */
export function unexpected(what: string, answer: PortalAnswer): Error {
  return new Error(`${what}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`)
}
