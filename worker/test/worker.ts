import { exports } from 'cloudflare:workers'

const self = (exports as unknown as { default: Fetcher }).default

/** Sends a request to the Worker's own entry (the composition root), as a client would. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return self.fetch(new Request(new URL(path, 'http://portal.test'), init))
}
