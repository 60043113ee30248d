import { and, desc, eq, gte } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { CheckBankQuery } from '../contract/billing'
import { TopupView } from '../contract/ledger'
import { listTransactions } from '../db/history'
import { topups } from '../db/schema'
import { transactionViewsOf } from '../keys/key-ledger-names'
import { toTopupView } from '../money/views'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError } from './errors'
import { transactionsRoute } from './log'
import { signedIn } from './session'
import { validate } from './validation'

export const userMoney = new Hono<ApiEnv>()
  .get(
    '/check-bank',
    describe(
      'user',
      'Bank top-ups credited since a moment; BANK_PROCESSING while none has arrived',
      v.object({ topups: v.array(TopupView) }),
      'api-key',
    ),
    signedIn({ apiKey: true }),
    validate('query', CheckBankQuery),
    async (c) => {
      const rows = await c
        .get('db')
        .select()
        .from(topups)
        .where(and(eq(topups.userId, c.get('auth').user.id), eq(topups.method, 'bank'), gte(topups.createdAt, c.req.valid('query').since)))
        .orderBy(desc(topups.createdAt))
        .limit(10)
      if (rows.length === 0) throw new ApiError('BANK_PROCESSING')
      return c.json({ topups: rows.map(toTopupView) }, 200)
    },
  )
  .get('/transaction', ...transactionsRoute, async (c) => {
    const { rows, total } = await listTransactions(c.get('db'), c.get('auth').user.id, c.req.valid('query'))
    return c.json({ data: await transactionViewsOf(c.get('db'), rows), total }, 200)
  })
