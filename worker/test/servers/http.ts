import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

export type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void

/** A loopback HTTP server on a free port, for the providers' local stand-ins. */
export async function serve(handler: Handler): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => handler(request, body, response))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export function json(response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(value))
}

/**
 * A provider's buyer page as the local sandboxes show it under `npm start`: what is paid, and one button per
 * outcome, each posting to its own path (the stand-in then notifies the shop and sends the buyer back).
 */
export function buyerPage(
  response: ServerResponse,
  title: string,
  actions: { label: string; action: string; fields?: Record<string, string> }[],
) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  const html = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
  const forms = actions.map(({ label, action, fields = {} }) => {
    const hidden = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${html(name)}" value="${html(value)}">`)
    return `<form method="post" action="${html(action)}">${hidden.join('')}<button>${html(label)}</button></form>`
  })
  response.end(`<!doctype html><meta charset="utf-8"><title>Local sandbox</title><h1>${html(title)}</h1>${forms.join('')}`)
}

/** Sends the buyer on (303, as providers do after a form post). */
export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location })
  response.end()
}

/** Delivers a provider's notification to the shop as the provider would, and says whether the shop took it. */
export async function deliver(url: string, body: string, headers: Record<string, string>): Promise<boolean> {
  const answer = await fetch(url, { method: 'POST', body, headers }).catch(() => null)
  return answer?.ok ?? false
}
