import { connect, type Socket } from 'node:net'
import type { Egress } from './egress.ts'

/**
 * How much one read from a target may take. A tunnel starts with 4 KiB and doubles its buffer each
 * time a read fills it, up to 256 KiB, and quarters it after a read that fills less than a quarter:
 * an idle tunnel holds a few KiB, a busy one reads in 256 KiB pieces (loopback, 256 MiB through
 * CONNECT: 0.40 CPU seconds per GiB, 64 KiB pieces 0.52-0.64, squid 0.45-0.61, stream.pipe 1.2).
 */
const FIRST_READ = 4 * 1024
const LARGEST_READ = 256 * 1024

/** The size of a tunnel's next read buffer after a read of `bytes` into one of `size`. */
export function nextReadSize(bytes: number, size: number): number {
  if (bytes === size) return Math.min(LARGEST_READ, size * 2)
  if (bytes < size / 4) return Math.max(FIRST_READ, size / 4)
  return size
}

export type Target = { host: string; port: number }

const EMPTY = Buffer.alloc(0)

/**
 * A tunnel's target connection, opened from the proxy's exit address. Target to client (the
 * downloads, the bulk of a proxy's bytes) is read into one buffer per tunnel, reused for every read
 * (it grows while reads fill it), and written straight to the client: no Buffer per chunk and no stream machinery, which is what
 * lets a Node process relay as cheaply as squid. A queued write still points into that buffer, so
 * reading stops until the client has taken everything (writableLength 0: handed to the kernel);
 * that is also the backpressure (test/serving.test.ts checks every byte of a slow download). Client to target is an ordinary pipe, started by
 * `start()` once the caller has answered the client; until then the caller handles 'connect' and 'error'.
 */
export function openTarget(client: Socket, target: Target, egress: Egress) {
  const resume = () => upstream.resume()
  let buffer = Buffer.allocUnsafe(FIRST_READ)
  let next = FIRST_READ
  const upstream: Socket = connect({
    host: target.host,
    port: target.port,
    localAddress: egress.localAddress,
    family: egress.family,
    lookup: egress.lookup,
    noDelay: true,
    onread: {
      // Asked for the buffer of the next read after every read (and once at the start).
      buffer: () => {
        if (next !== buffer.length) buffer = Buffer.allocUnsafe(next)
        return buffer
      },
      callback: (bytes, into) => {
        next = nextReadSize(bytes, into.length)
        const below = client.write(into.subarray(0, bytes))
        if (client.writableLength === 0) return true
        // Resume once the queue is empty: 'drain' says so after a write over the high-water mark,
        // an empty write's callback (run after every write before it) after a smaller remainder.
        if (below) client.write(EMPTY, resume)
        else client.once('drain', resume)
        return false
      },
    },
  })
  client.once('close', () => upstream.destroy())
  return {
    upstream,
    /** Once connected and answered: client to target (after what it sent early), and each side's end to the other. */
    start(early: Buffer | null): void {
      // A target that ends sends its last bytes to the client first; one that fails cuts the client off.
      upstream.once('end', () => client.writableEnded || client.end())
      upstream.once('close', (failed) => failed && client.destroy())
      if (early?.length) upstream.write(early)
      // What the client sends goes on as it comes, and waits while the target is slow to take it: what
      // pipe() does, without the half dozen listeners it adds per tunnel.
      const resumeClient = () => client.resume()
      client.on('data', (chunk: Buffer) => {
        if (upstream.write(chunk)) return
        client.pause()
        upstream.once('drain', resumeClient)
      })
      // Unless the target has ended first (its end ends the client): ending it again builds an error, stack and all.
      client.once('end', () => upstream.writableEnded || upstream.end())
      client.resume()
    },
  }
}
