import type { InvoiceInput } from '@proxy-portal/worker/contract/invoices'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'

/** Asking for a VAT invoice, run by the mutation helper (lib/api-mutation.ts). */
export const invoiceCalls = {
  create: (json: InvoiceInput, keyed?: Keyed) => unwrap(api().api['vat-invoices'].create.$post({ json }, keyed)),
}
