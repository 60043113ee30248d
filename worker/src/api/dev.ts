import { Hono } from 'hono'
import * as v from 'valibot'
import { config } from '../config'
import { listOutbox, type OutboxMail } from '../db/outbox'
import { type DemoBuyer, type OpeningCredit, seedDemo } from '../dev/seed'
import { escapeHtml } from '../html'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { inUserLock } from './money-call'
import { unwrapResult } from './results'
import { validate } from './validation'

/** Local mode only (a function, so production builds drop it): the outbox's mails, and the demo seed. */
export const devRoutes = () =>
  new Hono<ApiEnv>()
    .post('/seed', describe('dev', 'Local mode: add the demo data that is missing (idempotent)'), async (c) => {
      const credit: OpeningCredit = async (userId, amount, eventKey) => {
        const op = { kind: 'admin-adjust' as const, userId, eventKey, amount, reason: 'Demo opening balance', actorId: 'demo' }
        unwrapResult(await inUserLock(c.env, userId, op, c.get('now')))
      }
      // Demo purchases run as the customer's own would, through their lock; the order ids come from the seed's routes.
      const buyer: DemoBuyer = (userId) => ({
        env: c.env,
        db: c.get('db'),
        now: c.get('now'),
        userId,
        tagged: (prefix) => `${prefix}:demo`,
        pay: (op) => inUserLock(c.env, userId, op, c.get('now')),
      })
      return c.json(await seedDemo(c.get('db'), config(c.env), c.get('now'), credit, buyer), 200)
    })
    .get(
      '/mailbox',
      describe('dev', 'Local mode: mails kept in the outbox, newest first'),
      validate('query', v.object({ to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase())) })),
      async (c) => c.json(await listOutbox(c.get('db'), c.req.valid('query').to), 200),
    )

/** The /dev/mailbox page for a person running `npm start`. */
export function renderMailboxPage(mails: OutboxMail[], to: string | undefined): string {
  const rows = mails
    .map(
      (mail) => `<article><header><b>${escapeHtml(mail.subject)}</b> → ${escapeHtml(mail.to)}
<time>${new Date(mail.createdAt).toISOString().replace('T', ' ').slice(0, 19)} UTC</time></header><pre>${escapeHtml(mail.text)}</pre></article>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}header{display:flex;gap:.5rem;flex-wrap:wrap}
time{margin-left:auto;color:#6b7280}pre{white-space:pre-wrap;font:inherit}</style></head><body>
<h1>Dev mailbox</h1><p>Local mode: mails are kept here instead of being sent. Newest first.</p>
<form><input name="to" type="email" placeholder="filter by address" value="${escapeHtml(to ?? '')}"> <button>Filter</button></form>
${rows || '<p>No mail yet.</p>'}</body></html>`
}
