import { execFileSync } from 'node:child_process'
import { createCipheriv } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttp, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttps } from 'node:https'
import type { AddressInfo, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const CHUNK = Buffer.alloc(64 * 1024, 'x')

/** The bytes `/random/N` sends: an AES-CTR keystream, the same every time, so a client can check every byte it got. */
export function randomBytesOf(size: number): Buffer {
  const cipher = createCipheriv('aes-128-ctr', Buffer.alloc(16, 7), Buffer.alloc(16, 0))
  return Buffer.concat([cipher.update(Buffer.alloc(size)), cipher.final()])
}

/**
 * The sites customers reach through a proxy, on loopback: `/ip` answers the address the request
 * came from (the proxy's exit), `/bytes/N` sends N bytes, `/paced/N/KBPS` sends N bytes at a rate,
 * `/random/N` sends N bytes a client can check (randomBytesOf), `/stream` sends until the client goes
 * (an open tunnel to watch being closed), `/echo` answers the method, headers and body it got as JSON.
 */
function handle(request: IncomingMessage, response: ServerResponse): void {
  const [, route, first, second] = (request.url ?? '').split('/')
  if (route === 'ip') {
    const address = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? ''
    // Sized, and spelled as ApacheBench looks for it, so a keep-alive client takes its next answer on the same connection.
    response.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': String(Buffer.byteLength(address)) })
    return void response.end(address)
  }
  if (route === 'bytes' || route === 'paced') {
    let left = Number(first)
    const perTick = route === 'paced' ? Math.max(1, Math.round((Number(second) * 1024) / 50)) : CHUNK.length
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(left) })
    const next = () => {
      while (left > 0) {
        const size = Math.min(left, perTick, CHUNK.length)
        left -= size
        const more = response.write(CHUNK.subarray(0, size))
        if (route === 'paced') return void setTimeout(next, 20)
        if (!more) return void response.once('drain', next)
      }
      response.end()
    }
    response.on('close', () => (left = 0))
    return void next()
  }
  if (route === 'random') {
    const body = randomBytesOf(Number(first))
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(body.length) })
    return void response.end(body)
  }
  if (route === 'echo') {
    const parts: Buffer[] = []
    request.on('data', (part: Buffer) => parts.push(part))
    return void request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ method: request.method, headers: request.headers, body: Buffer.concat(parts).toString('utf8') }))
    })
  }
  if (route === 'stream') {
    response.writeHead(200, { 'content-type': 'application/octet-stream' })
    const timer = setInterval(() => response.write(CHUNK.subarray(0, 1024)), 20)
    return void response.on('close', () => clearInterval(timer))
  }
  response.writeHead(404).end()
}

export type Origin = { url: string; httpsUrl: string; close: () => Promise<void> }

async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return (server.address() as AddressInfo).port
}

/** Plain HTTP and HTTPS (a self-signed certificate made for this run; clients skip verification) on `host`. */
export async function startOrigin(host = '127.0.0.1'): Promise<Origin> {
  const dir = mkdtempSync(join(tmpdir(), 'node-origin-'))
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]),
    { stdio: 'ignore' },
  )
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  }
  const http = createHttp(handle).on('connection', track)
  const https = createHttps({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, handle).on(
    'connection',
    track,
  )
  const shown = host.includes(':') ? `[${host}]` : host
  const url = `http://${shown}:${await listen(http, host)}`
  const httpsUrl = `https://${shown}:${await listen(https, host)}`
  return {
    url,
    httpsUrl,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await Promise.all([http, https].map((server) => new Promise((done) => server.close(done))))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
