import { createServer, isIPv6, type Socket } from 'node:net'
import type { Login } from '../access/authorize.ts'
import { ByteReader } from './byte-reader.ts'
import type { Gate } from './gate.ts'
import type { ListenerSpec, RunningListener } from './listener-spec.ts'
import { openTarget } from './relay.ts'

/** RFC 1928 reply codes. */
const Reply = { ok: 0, failure: 1, ruleset: 2, network: 3, host: 4, refused: 5, ttl: 6, command: 7, addressType: 8 } as const
const NO_AUTH = 0x00
const USER_PASS = 0x02
const NO_METHOD = 0xff
const HANDSHAKE_MS = 10_000

const replyFor = (code: string | undefined): number => {
  if (code === 'ECONNREFUSED') return Reply.refused
  if (code === 'ENETUNREACH') return Reply.network
  if (code === 'ETIMEDOUT') return Reply.ttl
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH' || code === 'EACCES') return Reply.host
  if (code === 'EADDRNOTAVAIL' || code === 'EINVAL') return Reply.addressType
  return Reply.failure
}

/** An IPv6 address as its 16 bytes ('::' expanded, a trailing dotted quad as two groups). */
function ipv6Bytes(address: string): Buffer {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address)
  const text = dotted
    ? address.slice(0, dotted.index) + [0, 2].map((at) => ((Number(dotted[at + 1]) << 8) | Number(dotted[at + 2])).toString(16)).join(':')
    : address
  const [head = '', tail] = text.split('::')
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  const left = groups(head)
  const right = groups(tail)
  const all = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  const bytes = Buffer.alloc(16)
  for (const [at, group] of all.entries()) bytes.writeUInt16BE(Number.parseInt(group, 16) || 0, at * 2)
  return bytes
}

/** VER REP RSV ATYP BND.ADDR BND.PORT, the bound address being the exit socket's own (RFC 1928 section 6). */
function reply(code: number, bound?: Socket): Buffer {
  const address = bound?.localAddress ?? '0.0.0.0'
  const port = bound?.localPort ?? 0
  const ip = isIPv6(address) ? ipv6Bytes(address) : Buffer.from(address.split('.').map(Number))
  return Buffer.concat([Buffer.from([5, code, 0, ip.length === 16 ? 4 : 1]), ip, Buffer.from([port >> 8, port & 0xff])])
}

async function readTarget(reader: ByteReader): Promise<{ command: number; host: string; port: number } | { addressType: number }> {
  const [version, command, , addressType] = await reader.read(4)
  if (version !== 5) throw new Error('not SOCKS5')
  let host: string
  if (addressType === 1) host = [...(await reader.read(4))].join('.')
  else if (addressType === 3) host = (await reader.read(await reader.byte())).toString('latin1')
  else if (addressType === 4) {
    const bytes = await reader.read(16)
    host = Array.from({ length: 8 }, (_, at) => bytes.readUInt16BE(at * 2).toString(16)).join(':')
  } else return { addressType: addressType ?? 0 }
  const port = (await reader.read(2)).readUInt16BE(0)
  return { command: command ?? 0, host, port }
}

/** RFC 1929: VER ULEN UNAME PLEN PASSWD. */
async function readLogin(reader: ByteReader): Promise<Login> {
  await reader.byte()
  const username = (await reader.read(await reader.byte())).toString('utf8')
  const password = (await reader.read(await reader.byte())).toString('utf8')
  return { username, password }
}

/** Sends the last answer and closes; a client that does not close its side is cut a second later. */
function finish(socket: Socket, last?: Buffer): void {
  if (last) socket.end(last)
  else socket.end()
  setTimeout(() => socket.destroy(), 1000).unref()
}

async function handshake(socket: Socket, spec: ListenerSpec, gate: Gate): Promise<void> {
  const reader = new ByteReader(socket)
  const clientIp = socket.remoteAddress ?? ''
  const [version, count = 0] = await reader.read(2)
  if (version !== 5) return void socket.destroy()
  const methods = await reader.read(count)
  // A login when the client offers one; without, only a client whose address some access lets in.
  const method = methods.includes(USER_PASS)
    ? USER_PASS
    : methods.includes(NO_AUTH) && gate.knows(spec.key, null, clientIp)
      ? NO_AUTH
      : NO_METHOD
  socket.write(Buffer.from([5, method]))
  if (method === NO_METHOD) return void finish(socket)
  let login: Login | null = null
  if (method === USER_PASS) {
    login = await readLogin(reader)
    if (!gate.knows(spec.key, login, clientIp)) return void finish(socket, Buffer.from([1, 1]))
    socket.write(Buffer.from([1, 0]))
  }
  const address = await readTarget(reader)
  if ('addressType' in address) return void finish(socket, reply(Reply.addressType))
  if (address.command !== 1) return void finish(socket, reply(Reply.command))
  const admission = gate.admit({ listenerKey: spec.key, socket, login, targetHost: address.host })
  if (admission.kind === 'login') return void finish(socket, reply(Reply.ruleset))
  if (admission.kind === 'refused') return void finish(socket, reply(admission.reason === 'family' ? Reply.addressType : Reply.ruleset))
  const early = reader.detach()
  const target = openTarget(socket, address, admission.egress)
  let connected = false
  target.upstream.once('connect', () => {
    connected = true
    socket.write(reply(Reply.ok, target.upstream))
    target.start(early)
  })
  target.upstream.on('error', (error: NodeJS.ErrnoException) => {
    if (connected) socket.destroy()
    else finish(socket, reply(replyFor(error.code)))
  })
}

/** A SOCKS5 server (RFC 1928 CONNECT, RFC 1929 login; ADR 0019 says why our own) on one proxy port. */
export function startSocksListener(spec: ListenerSpec, gate: Gate): Promise<RunningListener> {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.setNoDelay(true)
    socket.on('error', () => socket.destroy())
    socket.once('close', () => sockets.delete(socket))
    const timer = setTimeout(() => socket.destroy(), HANDSHAKE_MS)
    handshake(socket, spec, gate)
      .catch(() => socket.destroy())
      .finally(() => clearTimeout(timer))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ host: spec.host, port: spec.port, backlog: 1024 }, () => {
      server.off('error', reject)
      resolve({
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}
