import {
  Agent,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
  validateHeaderName,
  validateHeaderValue,
} from 'node:http'
import { request as httpsRequest, Agent as TlsAgent } from 'node:https'
import type { Gate } from './gate.ts'
import type { ListenerSpec } from './listener-spec.ts'
import { loginOf } from './proxy-login.ts'
import { refusalText } from './refusal-text.ts'

const REALM = 'proxy'

/**
 * Connections to targets kept open between requests, as squid keeps them: one pool for the node. Node's
 * agent names a pooled connection by its target, exit address and family, so a request only ever reuses
 * a connection that leaves from its own proxy's exit.
 */
const keepAlive = { keepAlive: true, maxFreeSockets: 64, timeout: 60_000 }
const httpAgent = new Agent(keepAlive)
const httpsAgent = new TlsAgent(keepAlive)

/** Headers that belong to one hop (RFC 9110 7.6.1), never passed on; `Proxy-Connection` is the old clients' Connection. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/** A raw header list without the hop-by-hop ones (and those its Connection header names), one Host at most. */
function endToEnd(raw: readonly string[], strict: boolean): string[] {
  let named: Set<string> | null = null
  for (let at = 0; at < raw.length; at += 2) {
    if ((raw[at] as string).toLowerCase() !== 'connection') continue
    named ??= new Set()
    for (const name of (raw[at + 1] as string).split(',')) named.add(name.trim().toLowerCase())
  }
  const kept: string[] = []
  let host = false
  for (let at = 0; at < raw.length; at += 2) {
    const name = raw[at] as string
    const value = raw[at + 1] as string
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
const unreachable = (code: string | undefined) => (code === 'ETIMEDOUT' ? 504 : code === 'ENOTFOUND' ? 404 : 502)

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
    const admission = gate.admit({ listenerKey: spec.key, socket, login, clientIp: socket.remoteAddress ?? '', targetHost: host })
    if (admission.kind === 'login') {
      return void refuse(response, 407, 'Proxy login required: a wrong login or password', {
        'proxy-authenticate': `Basic realm="${REALM}"`,
      })
    }
    if (admission.kind === 'refused') {
      const status = admission.reason === 'family' ? 502 : 403
      return void refuse(response, status, refusalText[admission.reason] ?? admission.reason, { 'x-proxy-refusal': admission.reason })
    }
    const secure = target.protocol === 'https:'
    const { egress } = admission
    const upstream = (secure ? httpsRequest : httpRequest)(
      {
        host,
        port: target.port || (secure ? 443 : 80),
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers: endToEnd(request.rawHeaders, false),
        agent: secure ? httpsAgent : httpAgent,
        localAddress: egress.localAddress,
        family: egress.family,
        lookup: egress.lookup,
        // Sites answer with headers Node's strict parser would refuse; browsers take them.
        insecureHTTPParser: true,
      },
      (answer) => {
        try {
          response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders, false))
        } catch {
          // A header Node will not write (a control character in a value): pass on the valid ones.
          response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders, true))
        }
        answer.pipe(response)
        answer.once('error', () => response.destroy())
      },
    )
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (response.headersSent) return void response.destroy()
      refuse(response, unreachable(error.code), `unreachable: ${target.host} (${error.code ?? error.message})`)
    })
    // The client went before the answer was whole: the request to the target goes too.
    response.once('close', () => response.writableFinished || upstream.destroy())
    // A request has a body only when it says so (RFC 9112 6.3); without one it goes out at once.
    if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined) upstream.end()
    else request.pipe(upstream)
  }
}
