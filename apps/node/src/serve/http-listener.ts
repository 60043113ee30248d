import { createServer } from 'node:http'
import { connectTunnels } from './connect-tunnel.ts'
import { forwardRequests } from './forward-request.ts'
import type { Gate } from './gate.ts'
import type { ListenerSpec, RunningListener } from './listener-spec.ts'

/** An HTTP proxy on one proxy port: absolute-URI requests are forwarded (forward-request.ts), CONNECT is tunnelled (connect-tunnel.ts). */
export async function startHttpListener(spec: ListenerSpec, gate: Gate): Promise<RunningListener> {
  // Uploads through a keep-alive connection may take longer than Node's default 5 minutes per request.
  const server = createServer({ requestTimeout: 0 }, forwardRequests(spec, gate))
  server.on('connect', connectTunnels(spec, gate))
  await new Promise<void>((listening, failed) => {
    server.once('error', failed)
    server.listen({ host: spec.host, port: spec.port }, () => {
      server.off('error', failed)
      listening()
    })
  })
  return {
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed())
        server.closeAllConnections()
      }),
  }
}
