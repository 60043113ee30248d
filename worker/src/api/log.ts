import { Hono } from 'hono'
import * as v from 'valibot'
import { AdminLedgerQuery } from '../contract/admin-topups'
import { TopupView, TransactionView } from '../contract/ledger'
import { ListQuery, listResult } from '../contract/list'
import { isAdminRole } from '../contract/roles'
import { listBankTransfers, listTopups, listTransactions } from '../db/history'
import { transactionViewsOf } from '../keys/key-ledger-names'
import { toTopupView } from '../money/views'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

const BankTransferView = v.object({
  _id: v.string(),
  provider: v.string(),
  amount: v.number(),
  content: v.string(),
  status: v.string(),
  userId: v.nullable(v.string()),
  bankReference: v.nullable(v.string()),
  transactionDate: v.nullable(v.string()),
  receivedAt: v.number(),
})

const BankQuery = v.object({ ...ListQuery.entries, status: v.optional(v.picklist(['credited', 'unmatched', 'duplicate'], 'invalidValue')) })

/** The ledger of the signed-in user, newest first (shared by /api/log/list-transaction and /api/user/transaction). */
export const transactionsRoute = [
  describe('log', 'Transactions (ledger rows) of the signed-in user, 25 a page', listResult(TransactionView), 'api-key'),
  signedIn({ apiKey: true }),
  validate('query', ListQuery),
] as const

export const log = new Hono<ApiEnv>()
  .get(
    '/list-topup',
    describe('log', 'Top-ups of the signed-in user, 25 a page', listResult(TopupView), 'api-key'),
    signedIn({ apiKey: true }),
    validate('query', ListQuery),
    async (c) => {
      const { rows, total } = await listTopups(c.get('db'), c.get('auth').user.id, c.req.valid('query'))
      return c.json({ data: rows.map(toTopupView), total }, 200)
    },
  )
  .get(
    '/list-bank',
    describe(
      'log',
      "Bank transfers: one's own; an admin's is every transfer, unmatched ones to review",
      listResult(BankTransferView),
      'api-key',
    ),
    signedIn({ apiKey: true }),
    validate('query', BankQuery),
    async (c) => {
      const { status, ...page } = c.req.valid('query')
      const user = c.get('auth').user
      const { rows, total } = await listBankTransfers(c.get('db'), { userId: isAdminRole(user.role) ? undefined : user.id, status }, page)
      const data = rows.map((row) => ({
        _id: row.id,
        provider: row.provider,
        amount: row.amount,
        content: row.content,
        status: row.status,
        userId: row.userId,
        bankReference: row.bankReference,
        transactionDate: row.transactionDate,
        receivedAt: row.receivedAt,
      }))
      return c.json({ data, total }, 200)
    },
  )
  .get(
    '/admin-transaction',
    describe('log', "One user's ledger rows for admins, newest first, 25 a page", listResult(TransactionView), 'admin'),
    signedIn(),
    adminOnly,
    validate('query', AdminLedgerQuery),
    async (c) => {
      const { userId, ...page } = c.req.valid('query')
      const { rows, total } = await listTransactions(c.get('db'), userId, page)
      return c.json({ data: await transactionViewsOf(c.get('db'), rows), total }, 200)
    },
  )
  .get('/list-transaction', ...transactionsRoute, async (c) => {
    const { rows, total } = await listTransactions(c.get('db'), c.get('auth').user.id, c.req.valid('query'))
    return c.json({ data: await transactionViewsOf(c.get('db'), rows), total }, 200)
  })
