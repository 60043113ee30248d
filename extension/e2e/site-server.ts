import { createServer, type Server } from 'node:http'

/**
 * The 'site' a customer browses: a page for every path, and a record of every request with whether it
 * came through squid (squid adds `Via` and `X-Forwarded-For`; a direct request has neither). It listens
 * on 127.0.0.2, another loopback address than the portal's 127.0.0.1, so the portal (always bypassed
 * by the extension) and the site (proxied once loopback leaves the bypass list) can be told apart.
 * `GET /__requests` answers the record (never recorded itself): the tests run in other processes.
 */
export type SiteRequest = { seq: number; at: number; method: string; path: string; via: string | null; forwardedFor: string | null }
export type Site = { url: string; requestsUrl: string }

export const SITE_HOST = '127.0.0.2'

export async function startSite(): Promise<Site & { close: () => Promise<void> }> {
  const requests: SiteRequest[] = []
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/'
    if (path === '/__requests') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      return void response.end(JSON.stringify(requests))
    }
    const header = (name: string) => {
      const value = request.headers[name]
      return typeof value === 'string' ? value : null
    }
    requests.push({
      seq: requests.length + 1,
      at: Date.now(),
      method: request.method ?? 'GET',
      path,
      via: header('via'),
      forwardedFor: header('x-forwarded-for'),
    })
    if (path === '/favicon.ico') {
      response.writeHead(204)
      return void response.end()
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    response.end(`<!doctype html><html lang="en"><title>E2E site</title><h1>Site page</h1><p id="path">${encodeURI(path)}</p></html>`)
  })
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, SITE_HOST, resolve)
  })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the site has no address')
  const url = `http://${SITE_HOST}:${address.port}`
  return {
    url,
    requestsUrl: `${url}/__requests`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
