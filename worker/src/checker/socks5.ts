import type { CheckLogin } from '../contract/checker'
import { CheckFailed, type Connection } from './connection'
import type { Endpoint } from './http-connect'

const VERSION = 0x05
const NO_AUTH = 0x00
const USER_PASS = 0x02
const NONE_ACCEPTABLE = 0xff
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

const encoder = new TextEncoder()

/** The 16 bytes of an IPv6 address (canonical form, as the URL parser writes it). */
function ipv6Bytes(host: string): number[] {
  const [head = '', tail = ''] = host.split('::')
  const groups = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [])
  const left = groups(head)
  const right = host.includes('::') ? groups(tail) : []
  const words = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
  return words.flatMap((word) => [word >> 8, word & 0xff])
}

/** ATYP and DST.ADDR of RFC 1928 section 5: IPv4, IPv6 or a domain name. */
export function socksAddress(host: string): number[] {
  const v4 = IPV4.exec(host)
  if (v4) return [0x01, ...v4.slice(1).map(Number)]
  if (host.includes(':')) return [0x04, ...ipv6Bytes(host)]
  const name = encoder.encode(host)
  return [0x03, name.length, ...name]
}

/** RFC 1929 username/password sub-negotiation: status 0 is success, anything else auth_failed. */
async function authenticate(connection: Connection, login: CheckLogin): Promise<void> {
  const username = encoder.encode(login.username)
  const password = encoder.encode(login.password)
  // RFC 1929 carries each in at most 255 bytes: a longer login cannot be sent, so it cannot pass.
  if (username.length > 255 || password.length > 255) throw new CheckFailed('auth_failed')
  await connection.write(new Uint8Array([0x01, username.length, ...username, password.length, ...password]))
  const [version, status] = await connection.read(2)
  // The sub-negotiation's version is 1; some servers answer with SOCKS' 5 there, which is read the same.
  if (version !== 0x01 && version !== VERSION) throw new CheckFailed('bad_reply')
  if (status !== 0x00) throw new CheckFailed('auth_failed')
}

/** Skips BND.ADDR and BND.PORT of a reply, whose length depends on its ATYP. */
async function skipBound(connection: Connection, atyp: number | undefined): Promise<void> {
  if (atyp === 0x01) await connection.read(4 + 2)
  else if (atyp === 0x04) await connection.read(16 + 2)
  else if (atyp === 0x03) {
    const [length = 0] = await connection.read(1)
    await connection.read(length + 2)
  } else throw new CheckFailed('bad_reply')
}

/**
 * Opens a tunnel through a SOCKS5 proxy (RFC 1928): the greeting offers no-auth, plus user/password when
 * there is a login; then CONNECT. A proxy that wants a login we do not have is auth_failed; a reply that
 * breaks the protocol, or a CONNECT the proxy could not make (REP not 0), is bad_reply.
 */
export async function socks5Connect(connection: Connection, target: Endpoint, login: CheckLogin | null): Promise<void> {
  const methods = login ? [NO_AUTH, USER_PASS] : [NO_AUTH]
  await connection.write(new Uint8Array([VERSION, methods.length, ...methods]))
  const [version, method] = await connection.read(2)
  if (version !== VERSION) throw new CheckFailed('bad_reply')
  if (method === NONE_ACCEPTABLE) throw new CheckFailed(login ? 'bad_reply' : 'auth_failed')
  if (method === USER_PASS && login) await authenticate(connection, login)
  else if (method !== NO_AUTH) throw new CheckFailed('bad_reply')
  await connection.write(new Uint8Array([VERSION, 0x01, 0x00, ...socksAddress(target.host), target.port >> 8, target.port & 0xff]))
  const [replyVersion, reply, , atyp] = await connection.read(4)
  if (replyVersion !== VERSION || reply !== 0x00) throw new CheckFailed('bad_reply')
  await skipBound(connection, atyp)
}
