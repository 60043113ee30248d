import type { lookup } from 'node:dns'
import type { Socket } from 'node:net'
import { type PrepareRequestFunction, RequestError, Server } from 'proxy-chain'
import type { Gate } from './gate.ts'
import type { ListenerSpec, RunningListener } from './listener-spec.ts'

/** What a refused client reads in the 403 body (the reason first, as the contract names it). */
const refusalText: Record<string, string> = {
  expired: "expired: this proxy's term has ended; renew it on the portal",
  locked: 'locked: this proxy is out of service',
  quota: 'quota: the bandwidth allowance is used up; upgrade the bandwidth on the portal',
  target: 'target: this address cannot be reached through the proxy',
}

/**
 * An HTTP proxy (absolute-URI requests and CONNECT) on one proxy port, served by proxy-chain: the
 * gate decides per request, proxy-chain carries the bytes from the proxy's exit address.
 */
export async function startHttpListener(spec: ListenerSpec, gate: Gate): Promise<RunningListener> {
  const prepare: PrepareRequestFunction = ({ request, username, password, hostname }) => {
    const socket = request.socket as Socket
    const login = request.headers['proxy-authorization'] ? { username, password } : null
    const admission = gate.admit({ listenerKey: spec.key, socket, login, clientIp: socket.remoteAddress ?? '', targetHost: hostname })
    if (admission.kind === 'login') return { requestAuthentication: true, failMsg: 'Proxy login required: a wrong login or password' }
    if (admission.kind === 'refused') {
      if (admission.reason === 'family') throw new RequestError('family: the target is not reachable from this exit address family', 502)
      throw new RequestError(refusalText[admission.reason] ?? admission.reason, 403, { 'x-proxy-refusal': admission.reason })
    }
    const { egress } = admission
    // proxy-chain types the lookup as dns.lookup itself; it only ever calls it.
    return { localAddress: egress.localAddress, ipFamily: egress.family, dnsLookup: egress.lookup as unknown as typeof lookup }
  }
  const server = new Server({ host: spec.host, port: spec.port, prepareRequestFunction: prepare, authRealm: 'proxy' })
  // Uploads through a keep-alive connection may take longer than Node's default 5 minutes per request.
  server.server.requestTimeout = 0
  await server.listen()
  return { close: () => server.close(true) }
}
