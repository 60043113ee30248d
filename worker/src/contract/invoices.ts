import * as v from 'valibot'
import { EmailSchema, requiredText } from './validation'

/** A Vietnamese tax code: 10 digits, or 10 digits, a dash and a 3-digit branch. */
export const TAX_CODE_PATTERN = /^\d{10}(-\d{3})?$/

/** The VAT invoice form (/create-invoice): which top-up, and the company to invoice. */
export const InvoiceInput = v.object({
  topupId: requiredText(64),
  companyName: requiredText(200),
  taxCode: v.pipe(v.string('fieldIsEmpty'), v.trim(), v.nonEmpty('fieldIsEmpty'), v.regex(TAX_CODE_PATTERN, 'taxCodeInvalid')),
  address: requiredText(300),
  email: EmailSchema,
})
export type InvoiceInput = v.InferOutput<typeof InvoiceInput>

export const invoiceStatuses = ['queued', 'sent'] as const

export const InvoiceView = v.object({
  _id: v.string(),
  topupId: v.string(),
  companyName: v.string(),
  taxCode: v.string(),
  address: v.string(),
  email: v.string(),
  amount: v.number(),
  status: v.picklist(invoiceStatuses),
  createdAt: v.number(),
})
export type InvoiceView = v.InferOutput<typeof InvoiceView>
