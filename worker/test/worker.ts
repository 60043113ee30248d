import { exports } from 'cloudflare:workers'

/** Sends a request to the Worker's own entry (the composition root), as a client would. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, 'http://portal.test'), init))
}
