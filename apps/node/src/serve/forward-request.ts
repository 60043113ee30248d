import type { IncomingMessage, ServerResponse } from 'node:http'
import { validateHeaderName, validateHeaderValue } from 'node:http'
import { Agent, type Dispatcher } from 'undici'
import type { Egress } from './egress.ts'
import type { Gate } from './gate.ts'
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

function agentFor(egress: Egress): Agent {
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
  return agent
}

/** Headers that belong to one hop (RFC 9110 7.6.1), never passed on; `Proxy-Connection` is the old clients' Connection. */
const HOP_BY_HOP = new Set([
  'connection',
  // Node's server has answered 100-continue to the client already; the target gets the body at once.
  'expect',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/**
 * A raw header list (strings from Node's server, buffers from undici) without the hop-by-hop ones (and
 * those its Connection header names), one Host at most.
 */
function endToEnd(raw: readonly (string | Buffer)[], strict: boolean): string[] {
  let named: Set<string> | null = null
  for (let at = 0; at < raw.length; at += 2) {
    if (String(raw[at]).toLowerCase() !== 'connection') continue
    named ??= new Set()
    for (const name of String(raw[at + 1]).split(',')) named.add(name.trim().toLowerCase())
  }
  const kept: string[] = []
  let host = false
  for (let at = 0; at < raw.length; at += 2) {
    const name = String(raw[at])
    const value = raw[at + 1] instanceof Buffer ? (raw[at + 1] as Buffer).toString('latin1') : String(raw[at + 1])
    const lower = name.toLowerCase()
    if (HOP_BY_HOP.has(lower) || named?.has(lower)) continue
    if (lower === 'host') {
      if (host) continue
      host = true
    }
    if (strict) {
      try {
        validateHeaderName(name)
        validateHeaderValue(name, value)
      } catch {
        continue
      }
    }
    kept.push(name, value)
  }
  return kept
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

/**
 * Absolute-URI requests on an HTTP proxy port (`GET http://site/...`): the gate decides per request,
 * then the request goes out from the proxy's exit address over a pooled connection and the answer
 * streams back. Node's own HTTP client and server do the protocol; ADR 0039 says why not proxy-chain.
 */
export function forwardRequests(spec: ListenerSpec, gate: Gate) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const target = targetOf(request.url)
    if (!target) return void refuse(response, 400, 'target: a proxy request names an absolute http:// or https:// URL')
    const login = loginOf(request.headers['proxy-authorization'])
    if (login === undefined) return void refuse(response, 400, 'Proxy-Authorization must be Basic')
    const socket = request.socket
    const host = target.hostname.replace(/^\[|\]$/g, '')
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
    // A request has a body only when it says so (RFC 9112 6.3); without one it goes out at once.
    const hasBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined
    const options: Dispatcher.DispatchOptions = {
      origin: target.origin,
      path: `${target.pathname}${target.search}`,
      method: request.method as Dispatcher.HttpMethod,
      headers: endToEnd(request.rawHeaders, false),
      body: hasBody ? request : null,
    }
    let abort: ((error?: Error) => void) | null = null
    const answer: Dispatcher.DispatchHandler = {
      onConnect: (abortRequest) => {
        abort = abortRequest
      },
      onHeaders: (status, rawHeaders, resume, statusText) => {
        if (response.destroyed) return false
        // The head, a small body and its end leave in one write when undici hands them over in one go
        // (one read of the target's answer): a write per part cost the node a fifth of its CPU in syscalls.
        response.cork()
        process.nextTick(() => response.uncork())
        try {
          response.writeHead(status, statusText, endToEnd(rawHeaders, false))
        } catch {
          // A header Node will not write (a control character in a value): pass on the valid ones.
          response.writeHead(status, statusText, endToEnd(rawHeaders, true))
        }
        response.on('drain', resume)
        return true
      },
      // A slow client holds the target back (undici pauses the connection) instead of the node buffering.
      onData: (chunk) => response.write(chunk),
      onComplete: () => void response.end(),
      onError: (error: NodeJS.ErrnoException) => {
        if (response.headersSent) return void response.destroy()
        const code = error.code ?? (error.cause as NodeJS.ErrnoException | undefined)?.code
        refuse(
          response,
          error.name === 'InvalidArgumentError' ? 400 : unreachable(code),
          `unreachable: ${target.host} (${code ?? error.message})`,
        )
      },
    }
    // The client went before the answer was whole: the request to the target goes too.
    response.once('close', () => response.writableFinished || abort?.())
    agentFor(admission.egress).dispatch(options, answer)
  }
}
