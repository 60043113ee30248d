import type { lookup } from 'node:dns'
import type { Socket } from 'node:net'
import { type PrepareRequestFunction, RequestError, Server } from 'proxy-chain'
import { connectTunnels } from './connect-tunnel.ts'
import type { Gate } from './gate.ts'
import type { ListenerSpec, RunningListener } from './listener-spec.ts'
import { refusalText } from './refusal-text.ts'

/**
 * An HTTP proxy on one proxy port: proxy-chain forwards absolute-URI requests (the gate decides per
 * request; proxy-chain carries them from the proxy's exit address) and our tunnels answer CONNECT.
 */
export async function startHttpListener(spec: ListenerSpec, gate: Gate): Promise<RunningListener> {
  const prepare: PrepareRequestFunction = ({ request, username, password, hostname }) => {
    const socket = request.socket as Socket
    const login = request.headers['proxy-authorization'] ? { username, password } : null
    const admission = gate.admit({ listenerKey: spec.key, socket, login, clientIp: socket.remoteAddress ?? '', targetHost: hostname })
    if (admission.kind === 'login') return { requestAuthentication: true, failMsg: 'Proxy login required: a wrong login or password' }
    if (admission.kind === 'refused') {
      const status = admission.reason === 'family' ? 502 : 403
      throw new RequestError(refusalText[admission.reason] ?? admission.reason, status, { 'x-proxy-refusal': admission.reason })
    }
    const { egress } = admission
    // proxy-chain types the lookup as dns.lookup itself; it only ever calls it.
    return { localAddress: egress.localAddress, ipFamily: egress.family, dnsLookup: egress.lookup as unknown as typeof lookup }
  }
  const server = new Server({ host: spec.host, port: spec.port, prepareRequestFunction: prepare, authRealm: 'proxy' })
  // Uploads through a keep-alive connection may take longer than Node's default 5 minutes per request.
  server.server.requestTimeout = 0
  // Tunnels are ours (connect-tunnel.ts); proxy-chain forwards absolute-URI requests.
  server.server.removeAllListeners('connect')
  server.server.on('connect', connectTunnels(spec, gate))
  await server.listen()
  return { close: () => server.close(true) }
}
