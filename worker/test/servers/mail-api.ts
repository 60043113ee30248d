import { MAIL_TEST_KEY } from '../constants'
import { json, serve } from './http'

/**
 * Stands in for a Resend-style mail API: POST /emails with `Authorization: Bearer <key>` and a JSON
 * body {from, to[], subject, text, html}; answers {id}. What it received is readable at GET /received.
 */
export async function startMailApi() {
  const received: unknown[] = []
  return serve((request, body, response) => {
    if (request.method === 'GET' && request.url === '/received') return json(response, 200, received)
    if (request.method !== 'POST' || request.url !== '/emails') return json(response, 404, { message: 'not found' })
    if (request.headers.authorization !== `Bearer ${MAIL_TEST_KEY}`) return json(response, 401, { message: 'API key is invalid' })
    const mail = JSON.parse(body) as { from?: unknown; to?: unknown; subject?: unknown; text?: unknown; html?: unknown }
    if (typeof mail.from !== 'string' || !Array.isArray(mail.to) || typeof mail.subject !== 'string') {
      return json(response, 422, { message: 'Missing required field' })
    }
    received.push(mail)
    json(response, 200, { id: `email_${received.length}` })
  })
}
