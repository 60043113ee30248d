import type { IncomingMessage, ServerResponse } from 'node:http'
import { Agent, type Dispatcher } from 'undici'
import type { Egress } from './egress.ts'
import type { Gate } from './gate.ts'
import { endToEnd, requestHead } from './hop-headers.ts'
import type { ListenerSpec } from './listener-spec.ts'
import { loginOf } from './proxy-login.ts'
import { refusalText } from './refusal-text.ts'

const REALM = 'proxy'

/**
 * Connections to targets kept open between requests, as squid keeps them: one undici agent per exit
 * address (it pools per target), so a request only ever reuses a connection that leaves from its own
 * proxy's exit. undici's client (ADR 0040) costs about half of Node's `http.request` per request. No
 * time limit on a slow answer (a long poll, a stream): like squid, the node waits as long as the client.
 */
const agents = new Map<string, Agent>()
const agentOfEgress = new WeakMap<Egress, Agent>()

function agentFor(egress: Egress): Agent {
  const made = agentOfEgress.get(egress)
  if (made) return made
  const key = `${egress.family}|${egress.localAddress}`
  let agent = agents.get(key)
  if (!agent) {
    agent = new Agent({
      localAddress: egress.localAddress,
      connect: { family: egress.family, lookup: egress.lookup, timeout: 30_000 },
      keepAliveTimeout: 60_000,
      keepAliveMaxTimeout: 60_000,
      headersTimeout: 0,
      bodyTimeout: 0,
    })
    agents.set(key, agent)
  }
  agentOfEgress.set(egress, agent)
  return agent
}

/** Answers a request that is not forwarded, and closes the connection after it (as a refused CONNECT is). */
function refuse(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.shouldKeepAlive = false
  response.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) })
  response.end(body)
}

/** The absolute URI of a proxy request (`http://host[:port]/path`), or null for anything else. */
function targetOf(url: string | undefined): URL | null {
  if (!url || !/^https?:\/\//i.test(url)) return null
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** Why a target could not be reached, as the status a proxy answers. */
const unreachable = (code: string | undefined) =>
  code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' ? 504 : code === 'ENOTFOUND' ? 404 : 502

const uncork = (response: ServerResponse) => response.uncork()

/**
 * A target's answer on its way to the client: undici's handler for one forwarded request. A class, so a
 * request costs one object rather than a closure per callback.
 */
class Answer implements Dispatcher.DispatchHandler {
  private abort: ((error?: Error) => void) | null = null
  /** undici's resume, hooked to the client's drain the first time a write has to wait (most answers never do). */
  private waiting: (() => void) | null = null
  private readonly response: ServerResponse
  private readonly host: string

  constructor(response: ServerResponse, host: string) {
    this.response = response
    this.host = host
  }

  clientGone(): void {
    if (!this.response.writableFinished) this.abort?.()
  }

  onConnect(abort: (error?: Error) => void): void {
    this.abort = abort
  }

  onHeaders(status: number, rawHeaders: Buffer[], resume: () => void, statusText: string): boolean {
    const response = this.response
    if (response.destroyed) return false
    // The head, a small body and its end leave in one write when undici hands them over in one go
    // (one read of the target's answer): a write per part cost the node a fifth of its CPU in syscalls.
    response.cork()
    process.nextTick(uncork, response)
    try {
      response.writeHead(status, statusText, endToEnd(rawHeaders, false))
    } catch {
      // A header Node will not write (a control character in a value): pass on the valid ones.
      response.writeHead(status, statusText, endToEnd(rawHeaders, true))
    }
    this.waiting = resume
    return true
  }

  /** A slow client holds the target back (undici pauses the connection) instead of the node buffering. */
  onData(chunk: Buffer): boolean {
    if (this.response.write(chunk)) return true
    if (this.waiting) this.response.on('drain', this.waiting)
    this.waiting = null
    return false
  }

  onComplete(): void {
    this.response.end()
  }

  onError(error: NodeJS.ErrnoException): void {
    if (this.response.headersSent) return void this.response.destroy()
    const code = error.code ?? (error.cause as NodeJS.ErrnoException | undefined)?.code
    refuse(
      this.response,
      error.name === 'InvalidArgumentError' ? 400 : unreachable(code),
      `unreachable: ${this.host} (${code ?? error.message})`,
    )
  }
}

/**
 * Absolute-URI requests on an HTTP proxy port (`GET http://site/...`): the gate decides per request,
 * then the request goes out from the proxy's exit address over a pooled connection and the answer
 * streams back. Node's own HTTP client and server do the protocol; ADR 0039 says why not proxy-chain.
 */
export function forwardRequests(spec: ListenerSpec, gate: Gate) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const target = targetOf(request.url)
    if (!target) return void refuse(response, 400, 'target: a proxy request names an absolute http:// or https:// URL')
    // One pass over the raw headers: Node builds `request.headers` only when it is read.
    const head = requestHead(request.rawHeaders)
    const login = loginOf(head.authorization)
    if (login === undefined) return void refuse(response, 400, 'Proxy-Authorization must be Basic')
    const socket = request.socket
    const host = target.hostname.startsWith('[') ? target.hostname.slice(1, -1) : target.hostname
    const admission = gate.admit({ listenerKey: spec.key, socket, login, targetHost: host })
    if (admission.kind === 'login') {
      return void refuse(response, 407, 'Proxy login required: a wrong login or password', {
        'proxy-authenticate': `Basic realm="${REALM}"`,
      })
    }
    if (admission.kind === 'refused') {
      const status = admission.reason === 'family' ? 502 : 403
      return void refuse(response, status, refusalText[admission.reason] ?? admission.reason, { 'x-proxy-refusal': admission.reason })
    }
    const options: Dispatcher.DispatchOptions = {
      origin: target.origin,
      path: `${target.pathname}${target.search}`,
      method: request.method as Dispatcher.HttpMethod,
      headers: head.headers,
      // A request has a body only when it says so (RFC 9112 6.3); without one it goes out at once.
      body: head.hasBody ? request : null,
    }
    const answer = new Answer(response, target.host)
    // The client went before the answer was whole: the request to the target goes too.
    response.on('close', () => answer.clientGone())
    agentFor(admission.egress).dispatch(options, answer)
  }
}
