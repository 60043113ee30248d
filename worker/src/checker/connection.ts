import { connect } from 'cloudflare:sockets'
import type { CheckFailure } from '../contract/bought-proxies'

/** A check step that failed for a reason the caller reports (refused, timeout, auth_failed, bad_reply, dns). */
export class CheckFailed extends Error {
  constructor(readonly failure: CheckFailure) {
    super(failure)
  }
}

const MAX_READ = 64 * 1024

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length)
  joined.set(a)
  joined.set(b, a.length)
  return joined
}

function indexOf(bytes: Uint8Array, pattern: Uint8Array): number {
  outer: for (let at = 0; at + pattern.length <= bytes.length; at++) {
    for (let k = 0; k < pattern.length; k++) if (bytes[at + k] !== pattern[k]) continue outer
    return at
  }
  return -1
}

/** Waits for `pending` until `deadline` (epoch ms); past it, fails 'timeout'. */
export async function beforeDeadline<T>(pending: Promise<T>, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | null = null
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckFailed('timeout')), Math.max(0, deadline - Date.now()))
  })
  try {
    return await Promise.race([pending, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A TCP connection with a read buffer, every wait bounded by one deadline. The proxy closing before it
 * answered in full is 'bad_reply'; a read that errors before any byte came is 'refused' (a reset).
 */
export class Connection {
  private reader: ReadableStreamDefaultReader<Uint8Array>
  private writer: WritableStreamDefaultWriter<Uint8Array>
  private buffer: Uint8Array = new Uint8Array(0)
  private heard = false

  private constructor(
    private socket: Socket,
    readonly deadline: number,
  ) {
    this.reader = socket.readable.getReader()
    this.writer = socket.writable.getWriter()
  }

  /** Opens a connection; `tls` keeps the option of TLS inside the tunnel later (startTls). */
  static async open(host: string, port: number, deadline: number, tls: boolean): Promise<Connection> {
    let socket: Socket
    try {
      // connect() itself throws for addresses the runtime will not dial (a blocked port, say): refused too.
      // An IPv6 address goes in brackets, or its colons run into the port.
      const hostname = host.includes(':') ? `[${host}]` : host
      socket = connect({ hostname, port }, { allowHalfOpen: false, ...(tls && { secureTransport: 'starttls' }) })
    } catch {
      throw new CheckFailed('refused')
    }
    try {
      await beforeDeadline(socket.opened, deadline)
    } catch (error) {
      await socket.close().catch(() => {})
      throw error instanceof CheckFailed ? error : new CheckFailed('refused')
    }
    return new Connection(socket, deadline)
  }

  async write(bytes: Uint8Array): Promise<void> {
    try {
      await beforeDeadline(this.writer.write(bytes), this.deadline)
    } catch (error) {
      throw error instanceof CheckFailed ? error : new CheckFailed(this.heard ? 'bad_reply' : 'refused')
    }
  }

  /** Reads one more chunk into the buffer; false at the end of the stream. */
  private async fill(): Promise<boolean> {
    let next: ReadableStreamReadResult<Uint8Array>
    try {
      next = await beforeDeadline(this.reader.read(), this.deadline)
    } catch (error) {
      throw error instanceof CheckFailed ? error : new CheckFailed(this.heard ? 'bad_reply' : 'refused')
    }
    if (next.done) return false
    this.heard = true
    this.buffer = concat(this.buffer, next.value)
    if (this.buffer.length > MAX_READ) throw new CheckFailed('bad_reply')
    return true
  }

  private take(count: number): Uint8Array {
    const taken = this.buffer.slice(0, count)
    this.buffer = this.buffer.slice(count)
    return taken
  }

  /** Exactly `count` bytes. */
  async read(count: number): Promise<Uint8Array> {
    while (this.buffer.length < count) if (!(await this.fill())) throw new CheckFailed('bad_reply')
    return this.take(count)
  }

  /** The first `count` bytes still to read (fewer if the other side closes first), left in place. */
  async peek(count: number): Promise<Uint8Array> {
    while (this.buffer.length < count && (await this.fill())) {}
    return this.buffer.slice(0, count)
  }

  /** Bytes up to and including `delimiter`, at most `max` of them. */
  async readUntil(delimiter: Uint8Array, max: number): Promise<Uint8Array> {
    for (;;) {
      const at = indexOf(this.buffer, delimiter)
      if (at >= 0) return this.take(at + delimiter.length)
      if (this.buffer.length > max || !(await this.fill())) throw new CheckFailed('bad_reply')
    }
  }

  /** Whatever comes until the other side closes, at most `max` bytes. */
  async readToEnd(max: number): Promise<Uint8Array> {
    let more = true
    while (more && this.buffer.length <= max) more = await this.fill()
    return this.take(max)
  }

  /** TLS inside the tunnel: the reader and writer are released first, as startTls requires. */
  startTls(hostname: string): Connection {
    this.reader.releaseLock()
    this.writer.releaseLock()
    return new Connection(this.socket.startTls({ expectedServerHostname: hostname }), this.deadline)
  }

  /** Closes and waits until closed, so a finished check no longer holds one of the invocation's connections. */
  async close(): Promise<void> {
    await this.socket.close().catch(() => {})
  }
}
