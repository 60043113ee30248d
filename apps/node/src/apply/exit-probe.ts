import { type AddressInfo, connect, createServer, isIPv6 } from 'node:net'

const PROBE_MS = 1500

/** A listener on this host's loopback address of each family: probes connect to it. */
const loopbacks = new Map<4 | 6, Promise<number>>()
function loopbackPort(family: 4 | 6): Promise<number> {
  let port = loopbacks.get(family)
  if (!port) {
    const server = createServer((socket) => socket.destroy())
    server.unref()
    port = new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, family === 6 ? '::1' : '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
    })
    loopbacks.set(family, port)
  }
  return port
}

const fixFor = (v6: boolean) =>
  v6
    ? 'route its prefix to this server as AnyIP (ip -6 route add local PREFIX dev lo) and set sysctl net.ipv6.ip_nonlocal_bind=1 (apps/node/README.md)'
    : 'add the address to an interface of this server (ip addr add ADDRESS dev IFACE)'

/**
 * Whether traffic can leave from an exit address here: a connection from it to this host's own
 * loopback either opens (the kernel binds it and routes the answer back) or fails the way a
 * customer's connection would. null: it can; else what is wrong and what to do about it.
 */
export async function probeExit(address: string): Promise<string | null> {
  const v6 = isIPv6(address)
  const family = v6 ? 6 : 4
  let port: number
  try {
    port = await loopbackPort(family)
  } catch {
    return null
  }
  return new Promise((resolve) => {
    const socket = connect({ host: v6 ? '::1' : '127.0.0.1', port, localAddress: address, family })
    const done = (problem: string | null) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(problem)
    }
    const timer = setTimeout(
      () => done(`exit address ${address} gets no answers here (not routed to this server): ${fixFor(v6)}`),
      PROBE_MS,
    )
    socket.once('connect', () => done(null))
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done(`exit address ${address} cannot be used here (${error.code ?? error.message}): ${fixFor(v6)}`),
    )
  })
}
