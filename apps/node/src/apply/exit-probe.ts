import { createSocket } from 'node:dgram'
import { isIPv6 } from 'node:net'

/**
 * Whether traffic can leave from an exit address on this server: a UDP socket bound to it (no packet
 * sent) fails the way a proxied connection would. null: it can; else what to do about it.
 */
export function probeExit(address: string): Promise<string | null> {
  const v6 = isIPv6(address)
  return new Promise((resolve) => {
    const socket = createSocket(v6 ? 'udp6' : 'udp4')
    socket.once('error', (error: NodeJS.ErrnoException) => {
      socket.close()
      const fix = v6
        ? 'route its prefix to this server as AnyIP (ip -6 route add local PREFIX dev lo) and set sysctl net.ipv6.ip_nonlocal_bind=1 (apps/node/README.md)'
        : 'add the address to an interface of this server (ip addr add ADDRESS dev IFACE)'
      resolve(`exit address ${address} cannot be used here (${error.code ?? error.message}): ${fix}`)
    })
    socket.bind({ address, port: 0, exclusive: true }, () => {
      socket.close()
      resolve(null)
    })
  })
}
