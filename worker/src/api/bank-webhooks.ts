import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { config } from '../config'
import { auditProviderEvent } from '../db/provider-events'
import { loadPublicSettings } from '../db/settings'
import { type BankTransfer, receiveBankTransfer } from '../money/bank-transfers'
import { verifyCassoSignature } from '../providers/payments/casso'
import { verifySepayRequest } from '../providers/payments/sepay'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { errorResponse } from './errors'
import { parseJson } from './json-body'
import { inUserLock } from './money-call'
import { countRejectedWebhook, webhookGuard } from './webhook-guard'

const SepayPayload = v.object({
  id: v.union([v.number(), v.string()]),
  accountNumber: v.string(),
  content: v.optional(v.nullable(v.string()), ''),
  code: v.optional(v.nullable(v.string())),
  description: v.optional(v.nullable(v.string())),
  transferType: v.picklist(['in', 'out']),
  transferAmount: v.number(),
  referenceCode: v.optional(v.nullable(v.string())),
  transactionDate: v.optional(v.nullable(v.string())),
})

const CassoPayload = v.object({
  error: v.number(),
  data: v.optional(
    v.object({
      id: v.number(),
      reference: v.optional(v.nullable(v.string())),
      description: v.optional(v.string(), ''),
      amount: v.number(),
      accountNumber: v.string(),
      transactionDateTime: v.optional(v.nullable(v.string())),
    }),
  ),
})

/**
 * Bank-transfer webhooks. Each answers as its provider expects (SePay: 200 with {"success": true},
 * which also stops its retries), after verifying the raw request; duplicates are acknowledged and
 * change nothing.
 */
export const bankWebhooks = new Hono<ApiEnv>()
  .post('/webhook/sepay', describe('bill', 'SePay bank-transfer webhook (API key or HMAC-SHA256)'), webhookGuard('sepay'), async (c) => {
    const raw = await c.req.text()
    const cfg = config(c.env)
    const db = c.get('db')
    const now = c.get('now')
    if (!cfg.SEPAY_API_KEY && !cfg.SEPAY_HMAC_SECRET) return errorResponse(c, 'PAYMENT_METHOD_OFF')
    const verified = await verifySepayRequest(
      {
        authorization: c.req.header('authorization') ?? null,
        signature: c.req.header('x-sepay-signature') ?? null,
        timestamp: c.req.header('x-sepay-timestamp') ?? null,
        rawBody: raw,
      },
      { apiKey: cfg.SEPAY_API_KEY, hmacSecret: cfg.SEPAY_HMAC_SECRET },
      now,
    )
    const parsed = v.safeParse(SepayPayload, parseJson(raw))
    const eventId = parsed.success ? String(parsed.output.id) : null
    if (!verified) {
      await countRejectedWebhook(c, 'sepay')
      return c.json({ success: false }, 401)
    }
    if (!parsed.success) {
      await auditProviderEvent(db, { provider: 'sepay', eventId, verified, outcome: 'malformed', raw }, now)
      return c.json({ success: false }, 400)
    }
    const body = parsed.output
    const transfer: BankTransfer = {
      provider: 'sepay',
      providerTxId: String(body.id),
      bankReference: body.referenceCode ?? null,
      accountNumber: body.accountNumber,
      amount: body.transferAmount,
      content: [body.code, body.content, body.description].filter(Boolean).join(' '),
      transactionDate: body.transactionDate ?? null,
    }
    const outcome = body.transferType === 'out' ? 'ignored' : await receive(c, transfer)
    await auditProviderEvent(db, { provider: 'sepay', eventId, verified, outcome, raw }, now)
    return c.json({ success: true }, 200)
  })
  .post('/webhook/casso', describe('bill', 'Casso v2 bank-transfer webhook (HMAC-SHA512 signature)'), webhookGuard('casso'), async (c) => {
    const raw = await c.req.text()
    const cfg = config(c.env)
    const db = c.get('db')
    const now = c.get('now')
    if (!cfg.CASSO_CHECKSUM_KEY) return errorResponse(c, 'PAYMENT_METHOD_OFF')
    const json = parseJson(raw)
    const verified =
      json !== null && (await verifyCassoSignature(c.req.header('x-casso-signature') ?? null, json, cfg.CASSO_CHECKSUM_KEY, now))
    const parsed = v.safeParse(CassoPayload, json)
    const data = parsed.success ? parsed.output.data : undefined
    const eventId = data ? String(data.id) : null
    if (!verified) {
      await countRejectedWebhook(c, 'casso')
      return c.json({ success: false }, 401)
    }
    if (!parsed.success) {
      await auditProviderEvent(db, { provider: 'casso', eventId, verified, outcome: 'malformed', raw }, now)
      return c.json({ success: false }, 400)
    }
    // Casso's test call has no transaction (id 0): acknowledge it and do nothing.
    const outcome =
      !data || data.id === 0 || data.amount <= 0
        ? 'ignored'
        : await receive(c, {
            provider: 'casso',
            providerTxId: String(data.id),
            bankReference: data.reference ?? null,
            accountNumber: data.accountNumber,
            amount: data.amount,
            content: data.description,
            transactionDate: data.transactionDateTime ?? null,
          })
    await auditProviderEvent(db, { provider: 'casso', eventId, verified, outcome, raw }, now)
    return c.json({ success: true }, 200)
  })

async function receive(c: Context<ApiEnv>, transfer: BankTransfer) {
  const settings = await loadPublicSettings(c.get('db'))
  return receiveBankTransfer(
    {
      db: c.get('db'),
      now: c.get('now'),
      vndPerUsd: settings.vndPerUsd,
      credit: (userId, op) => inUserLock(c.env, userId, op, c.get('now')),
    },
    transfer,
    settings.bankAccounts.map((account) => account.accountNumber),
  )
}
