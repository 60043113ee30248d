import type { CheckLogin } from '../contract/checker'
import { endpointOf } from '../domain/proxy-lines'
import { CheckFailed, type Connection } from './connection'

export type Endpoint = { host: string; port: number }

const encoder = new TextEncoder()
const HEAD_END = encoder.encode('\r\n\r\n')
const MAX_HEAD = 16 * 1024
const HTTP = 'HTTP/'

/** Basic credentials, UTF-8 then base64 (RFC 7617). */
export function basicCredentials(login: CheckLogin): string {
  const bytes = encoder.encode(`${login.username}:${login.password}`)
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
}

/** The port answered something that is not HTTP (or hung up): a bad reply, and maybe a SOCKS5 port. */
export class NotHttp extends CheckFailed {
  constructor() {
    super('bad_reply')
  }
}

export type ResponseHead = { status: number; headers: Map<string, string> }

/** Reads an HTTP response head: status and headers (names in lowercase), or null when the bytes are not HTTP. */
export async function readHead(connection: Connection): Promise<ResponseHead | null> {
  // Whatever does not start like HTTP is not, without waiting for a head that may never end.
  if (new TextDecoder('latin1').decode(await connection.peek(HTTP.length)) !== HTTP) return null
  const head = new TextDecoder('latin1').decode(await connection.readUntil(HEAD_END, MAX_HEAD))
  const status = /^HTTP\/1\.[01] (\d{3})[ \r]/.exec(head)?.[1]
  if (status === undefined) return null
  const headers = new Map<string, string>()
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { status: Number(status), headers }
}

/**
 * Opens a tunnel through an HTTP proxy (CONNECT, with Proxy-Authorization: Basic when there is a login).
 * 2xx: the tunnel is open. 407: auth_failed. Any other status: bad_reply. An answer that is not HTTP
 * (or none) throws NotHttp, so 'auto' knows to try SOCKS5 next.
 */
export async function httpConnect(connection: Connection, target: Endpoint, login: CheckLogin | null): Promise<void> {
  const authority = endpointOf(target.host, target.port)
  const lines = [`CONNECT ${authority} HTTP/1.1`, `Host: ${authority}`]
  if (login) lines.push(`Proxy-Authorization: Basic ${basicCredentials(login)}`)
  await connection.write(encoder.encode(`${lines.join('\r\n')}\r\n\r\n`))
  const head = await readHead(connection).catch((error) => {
    throw error instanceof CheckFailed && error.failure === 'bad_reply' ? new NotHttp() : error
  })
  if (head === null) throw new NotHttp()
  const { status } = head
  if (status === 407) throw new CheckFailed('auth_failed')
  if (status < 200 || status > 299) throw new CheckFailed('bad_reply')
}
