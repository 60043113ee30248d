import { Hono } from 'hono'
import * as v from 'valibot'
import { MoneyAnswer } from '../contract/billing'
import { requiredText } from '../contract/validation'
import { loadPublicSettings } from '../db/settings'
import { creditReviewedTransfer } from '../money/bank-review'
import { refuseOwnerForStaff } from './admin-target'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { inUserLock } from './money-call'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

const ReviewInput = v.object({ transferId: requiredText(64), userId: requiredText(64) })

export const bankReview = new Hono<ApiEnv>().put(
  '/admin-credit-transfer',
  describe('bill', 'Credit a bank transfer kept for review to the user an admin names (once per bank transaction)', MoneyAnswer, 'admin'),
  signedIn(),
  adminOnly,
  validate('json', ReviewInput),
  async (c) => {
    const db = c.get('db')
    const now = c.get('now')
    const input = c.req.valid('json')
    await refuseOwnerForStaff(c, input.userId)
    const { vndPerUsd } = await loadPublicSettings(db)
    const credit = (userId: string, op: Parameters<typeof inUserLock>[2]) => inUserLock(c.env, userId, op, now)
    const actorId = c.get('auth').user.id
    return c.json(unwrapResult(await creditReviewedTransfer({ db, now, credit, vndPerUsd }, { ...input, actorId })), 200)
  },
)
