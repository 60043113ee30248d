import { execFile } from 'node:child_process'
import { request } from 'node:http'
import { connect, type Socket } from 'node:net'

/** Load clients for the node's bench: curl for one big transfer, ApacheBench for many small requests, Node's client for idle tunnels. */
export type Through = { port: number; login: string } | null

const basic = (login: string) => `Basic ${Buffer.from(login).toString('base64')}`

/** Bytes per second curl downloads `url` at, directly, through a proxy, or through a CONNECT tunnel of it. */
export function curlSpeed(url: string, through: Through, tunnel = false): Promise<number> {
  const proxy = through ? ['--proxy', `http://${through.login}@127.0.0.1:${through.port}`, ...(tunnel ? ['--proxytunnel'] : [])] : []
  const args = ['--silent', '--show-error', '--max-time', '120', '--output', '/dev/null', '--write-out', '%{speed_download}', ...proxy, url]
  return new Promise((resolve, reject) =>
    execFile('curl', args, { encoding: 'utf8' }, (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(Number(stdout)))),
  )
}

/**
 * ApacheBench (C, one thread: light on a shared machine) with `clients` concurrent clients and
 * `requests` GETs of a few bytes, straight to the origin or through a proxy; its p50 and p99 in ms.
 * `keepAlive`: each client keeps its connection (as browsers and HTTP libraries do); else a new
 * connection per request. ab reports how many requests were kept alive; the bench checks it.
 */
export function abLatency(
  originUrl: string,
  through: Through,
  clients: number,
  requests: number,
  keepAlive: boolean,
): Promise<{ p50: number; p99: number }> {
  const proxy = through ? ['-X', `127.0.0.1:${through.port}`, '-P', through.login] : []
  const args = ['-q', ...(keepAlive ? ['-k'] : []), '-c', String(clients), '-n', String(requests), ...proxy, `${originUrl}/ip`]
  return new Promise((resolve, reject) =>
    execFile('ab', args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      const at = (percent: number) => Number(new RegExp(`^\\s*${percent}%\\s+(\\d+)`, 'm').exec(stdout)?.[1])
      const failed = Number(/Failed requests:\s+(\d+)/.exec(stdout)?.[1] ?? 0)
      const keptAlive = Number(/Keep-Alive requests:\s+(\d+)/.exec(stdout)?.[1] ?? 0)
      if (error || failed || Number.isNaN(at(99))) reject(new Error(`ab failed (${failed} failed requests): ${stderr || stdout}`))
      else if (keepAlive && keptAlive < requests * 0.95) reject(new Error(`ab kept only ${keptAlive} of ${requests} requests alive`))
      else resolve({ p50: at(50), p99: at(99) })
    }),
  )
}

/** One GET of /ip on a fresh connection: straight to the origin, or inside a fresh CONNECT tunnel; its time in ms. */
function oneTunnelledGet(origin: URL, through: Through): Promise<number> {
  const started = performance.now()
  const ask = (socket: Socket) =>
    new Promise<number>((resolve, reject) => {
      socket.once('error', reject)
      socket.on('data', () => {})
      socket.once('end', () => resolve(performance.now() - started))
      socket.write(`GET /ip HTTP/1.1\r\nHost: ${origin.host}\r\nConnection: close\r\n\r\n`)
    })
  if (!through) {
    return new Promise((resolve, reject) => {
      const socket = connect(Number(origin.port), origin.hostname, () => ask(socket).then(resolve, reject))
      socket.once('error', reject)
    })
  }
  return new Promise((resolve, reject) => {
    const asking = request({
      host: '127.0.0.1',
      port: through.port,
      method: 'CONNECT',
      path: origin.host,
      agent: false,
      headers: { 'proxy-authorization': basic(through.login) },
    })
    asking.once('connect', (answer, socket) =>
      answer.statusCode === 200 ? ask(socket).then(resolve, reject) : reject(new Error(`CONNECT ${answer.statusCode}`)),
    )
    asking.once('error', reject)
    asking.end()
  })
}

/** `clients` clients each opening a tunnel (or a connection) per request, `requests` in all; p50 and p99 in ms. */
export async function tunnelLatency(
  originUrl: string,
  through: Through,
  clients: number,
  requests: number,
): Promise<{ p50: number; p99: number }> {
  const origin = new URL(originUrl)
  const times: number[] = []
  let left = requests
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left-- > 0) times.push(await oneTunnelledGet(origin, through))
    }),
  )
  times.sort((a, b) => a - b)
  const at = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10
  return { p50: at(0.5), p99: at(0.99) }
}

/** Opens `count` CONNECT tunnels to `target` (host:port) and leaves them idle. */
export async function idleTunnels(through: NonNullable<Through>, target: string, count: number): Promise<Socket[]> {
  const open = () =>
    new Promise<Socket>((resolve, reject) => {
      const asking = request({
        host: '127.0.0.1',
        port: through.port,
        method: 'CONNECT',
        path: target,
        agent: false,
        headers: { 'proxy-authorization': basic(through.login) },
      })
      asking.once('connect', (answer, socket) =>
        answer.statusCode === 200 ? resolve(socket) : reject(new Error(`CONNECT ${answer.statusCode}`)),
      )
      asking.once('error', reject)
      asking.end()
    })
  const sockets: Socket[] = []
  for (let at = 0; at < count; at += 100) sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, count - at) }, open))))
  return sockets
}
