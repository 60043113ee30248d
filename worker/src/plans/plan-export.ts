import type { PlanExportFormat, SharedProxyView } from '../contract/plans'

type Login = { username: string; password: string }

/** A proxy as one line of the export, or null when the format needs a port the proxy lacks. */
function lineOf(proxy: SharedProxyView, auth: string, format: PlanExportFormat): string | null {
  const port = proxy.httpPort ?? proxy.socksPort
  if (format === 'colon') return `${proxy.host}:${port}:${auth}`
  if (format === 'at') return `${auth}@${proxy.host}:${port}`
  if (format === 'http') return proxy.httpPort === null ? null : `http://${auth}@${proxy.host}:${proxy.httpPort}`
  return proxy.socksPort === null ? null : `socks5://${auth}@${proxy.host}:${proxy.socksPort}`
}

/** One line per proxy in service, in the chosen format (`ip:port:user:pass` by default). */
export function exportLines(proxies: SharedProxyView[], login: Login, format: PlanExportFormat): string {
  const auth = `${login.username}:${login.password}`
  return proxies
    .filter((proxy) => !proxy.disabled)
    .map((proxy) => lineOf(proxy, auth, format))
    .filter((line) => line !== null)
    .map((line) => `${line}\n`)
    .join('')
}
