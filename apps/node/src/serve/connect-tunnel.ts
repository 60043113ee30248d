import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { Gate } from './gate.ts'
import type { ListenerSpec } from './listener-spec.ts'
import { loginOf } from './proxy-login.ts'
import { refusalText } from './refusal-text.ts'
import { openTarget, type Target } from './relay.ts'

const REALM = 'proxy'
const ESTABLISHED = Buffer.from('HTTP/1.1 200 Connection Established\r\n\r\n', 'latin1')

/** Answers a CONNECT that gets no tunnel, and closes (a client that keeps its side open is cut a second later). */
function answer(socket: Socket, status: string, body: string, headers: string[] = []): void {
  const head = [
    `HTTP/1.1 ${status}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ]
  socket.end(`${[...head, ...headers].join('\r\n')}\r\n\r\n${body}`)
  setTimeout(() => socket.destroy(), 1000).unref()
}

/** host:port or [v6]:port, as a CONNECT request line names its target. */
function targetOf(url: string | undefined): Target | null {
  const found = /^(?:\[([0-9a-f:.]+)\]|([^:[\]]+)):(\d{1,5})$/i.exec(url ?? '')
  const port = Number(found?.[3])
  return found && port > 0 && port < 65_536 ? { host: (found[1] ?? found[2]) as string, port } : null
}

/**
 * CONNECT on an HTTP proxy port (HTTPS and any other tunnel): the same gate as everything else,
 * then the target is reached from the proxy's exit and relayed (relay.ts), without stream machinery,
 * which costs more than twice the CPU per byte (ADR 0019). A target it cannot reach gets 502.
 */
export function connectTunnels(spec: ListenerSpec, gate: Gate) {
  return (request: IncomingMessage, socket: Socket, head: Buffer): void => {
    socket.on('error', () => socket.destroy())
    const target = targetOf(request.url)
    if (!target) return void answer(socket, '400 Bad Request', 'target: CONNECT needs host:port')
    const login = loginOf(request.headers['proxy-authorization'])
    if (login === undefined) return void answer(socket, '400 Bad Request', 'Proxy-Authorization must be Basic')
    const admission = gate.admit({ listenerKey: spec.key, socket, login, targetHost: target.host })
    if (admission.kind === 'login') {
      return void answer(socket, '407 Proxy Authentication Required', 'Proxy login required: a wrong login or password', [
        `Proxy-Authenticate: Basic realm="${REALM}"`,
      ])
    }
    if (admission.kind === 'refused') {
      const status = admission.reason === 'family' ? '502 Bad Gateway' : '403 Forbidden'
      return void answer(socket, status, refusalText[admission.reason] ?? admission.reason, [`X-Proxy-Refusal: ${admission.reason}`])
    }
    const tunnel = openTarget(socket, target, admission.egress)
    let connected = false
    tunnel.upstream.once('connect', () => {
      connected = true
      socket.write(ESTABLISHED)
      tunnel.start(head)
    })
    tunnel.upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (connected) return void socket.destroy()
      const status = error.code === 'ETIMEDOUT' ? '504 Gateway Timeout' : '502 Bad Gateway'
      answer(socket, status, `unreachable: ${target.host}:${target.port} (${error.code ?? error.message})`)
    })
  }
}
