import type { Socket } from 'node:net'

/**
 * Reads a handshake off a socket a few bytes at a time (SOCKS5 greeting, login, request), then
 * hands the socket over paused, with whatever the client sent past the handshake.
 */
export class ByteReader {
  private readonly socket: Socket
  private chunks: Buffer[] = []
  private length = 0
  private want: { bytes: number; done: (buffer: Buffer) => void; failed: (error: Error) => void } | null = null
  private ended: Error | null = null
  private readonly onData = (chunk: Buffer) => {
    this.chunks.push(chunk)
    this.length += chunk.length
    this.serve()
  }
  private readonly onEnd = () => {
    this.ended = new Error('the client closed the connection during the handshake')
    this.serve()
  }

  constructor(socket: Socket) {
    this.socket = socket
    socket.on('data', this.onData)
    socket.once('end', this.onEnd)
    socket.once('close', this.onEnd)
  }

  read(bytes: number): Promise<Buffer> {
    return new Promise((done, failed) => {
      this.want = { bytes, done, failed }
      this.serve()
    })
  }

  async byte(): Promise<number> {
    return (await this.read(1))[0] ?? 0
  }

  /** Stops reading: the socket is paused (nothing is lost) and the bytes read past the handshake are returned. */
  detach(): Buffer {
    this.socket.pause()
    this.socket.off('data', this.onData)
    this.socket.off('end', this.onEnd)
    this.socket.off('close', this.onEnd)
    const rest = Buffer.concat(this.chunks)
    this.chunks = []
    this.length = 0
    return rest
  }

  private serve(): void {
    const want = this.want
    if (!want) return
    if (this.length >= want.bytes) {
      const all = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks)
      this.chunks = all.length > want.bytes ? [all.subarray(want.bytes)] : []
      this.length = all.length - want.bytes
      this.want = null
      want.done(all.subarray(0, want.bytes))
    } else if (this.ended) {
      this.want = null
      want.failed(this.ended)
    }
  }
}
