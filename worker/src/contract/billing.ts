import * as v from 'valibot'
import { wholeNumber } from './catalogue-admin'
import { TopupView, TransactionView } from './ledger'
import { centsFromUsdNumber } from './money'
import { requiredText } from './validation'

const MAX_XU = 100_000_000_000

/** An admin top-up adds (positive) or deducts (negative) Xu, with the reason kept on the ledger row. */
export const AdminTopupInput = v.object({
  userId: requiredText(64),
  amount: v.pipe(
    wholeNumber(-MAX_XU, MAX_XU),
    v.check((amount) => amount !== 0, 'invalidValue'),
  ),
  reason: requiredText(200),
})

export const MoneyAnswer = v.object({
  transactions: v.array(TransactionView),
  balance: v.number(),
  topup: v.optional(TopupView),
})

export const BankAccount = v.object({
  bankBin: v.pipe(v.string('invalidValue'), v.regex(/^\d{6}$/, 'invalidValue')),
  bankName: requiredText(80),
  accountNumber: v.pipe(v.string('invalidValue'), v.regex(/^[0-9A-Za-z]{4,19}$/, 'invalidValue')),
  accountName: requiredText(80),
})
export type BankAccount = v.InferOutput<typeof BankAccount>

/** What the bank-transfer top-up needs: the user's transfer content, where to send, the minimum. */
export const BillView = v.object({ code: v.string(), bankAccounts: v.array(BankAccount), minAmount: v.number() })

/** `GET /api/user/check-bank`: the bank top-ups credited since a moment (BANK_PROCESSING until one is). */
export const CheckBankQuery = v.object({
  since: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'invalidValue'), v.transform(Number)), '0'),
})

/** A dollar amount from a form: at least 1 USD, whole cents. */
export const UsdAmountInput = v.object({
  amount: v.pipe(
    v.number('invalidValue'),
    v.minValue(1, 'invalidValue'),
    v.maxValue(10_000, 'invalidValue'),
    v.check((amount) => centsFromUsdNumber(amount) !== null, 'invalidValue'),
  ),
})

/** A đồng amount: whole Xu, at least the bank minimum (10,000). */
export const VndAmountInput = v.object({
  amount: v.pipe(
    v.number('invalidValue'),
    v.integer('invalidValue'),
    v.minValue(10_000, 'invalidValue'),
    v.maxValue(500_000_000, 'invalidValue'),
  ),
})

export const OrderIdInput = v.object({
  orderId: v.pipe(v.string('fieldIsEmpty'), v.trim(), v.nonEmpty('fieldIsEmpty'), v.maxLength(120, 'tooLong')),
})

/** The methods this deployment takes (the top-up page shows only these). */
export const PaymentMethods = v.object({
  bank: v.boolean(),
  paypal: v.boolean(),
  momo: v.boolean(),
  perfectmoney: v.boolean(),
  usdt: v.boolean(),
  card: v.boolean(),
  bytepay: v.boolean(),
  tazapay: v.boolean(),
  zpayment: v.boolean(),
})
