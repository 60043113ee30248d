import type { OrderProxyView } from '@proxy-portal/worker/contract/orders'

/** A proxy as customers paste it: ip:port:user:pass (the HTTP port, else the SOCKS5 one). */
export function proxyLine(proxy: OrderProxyView): string {
  return `${proxy.host}:${proxy.httpPort ?? proxy.socksPort ?? ''}:${proxy.username}:${proxy.password}`
}

/** Every proxy of an order, one per line. */
export const proxyLines = (proxies: OrderProxyView[]) => proxies.map(proxyLine).join('\n')
