import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { InvoiceInput } from '@proxy-portal/worker/contract/invoices'
import { formatXu } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDate } from '../../lib/dates'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { validationText } from '../errors/validation-text'
import { MONEY_KEY } from '../topup/queries'
import { storedText } from '../topup/stored-text'
import { invoiceCalls } from './invoice-calls'
import { recentTopupsQuery } from './queries'

/** The VAT invoice form: which credited top-up, and the company to invoice (checked with the API's own schema). */
export function InvoiceForm({ topupId }: { topupId?: string }) {
  const selectId = useId()
  const credited = (useQuery(recentTopupsQuery).data?.data ?? []).filter((topup) => topup.status === 'success')
  const form = useForm({ topupId: topupId ?? '', companyName: '', taxCode: '', address: '', email: '' })
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { run, busy } = useApiMutation({ refresh: [MONEY_KEY], handles: true })
  const submit = async () => {
    setFailure(null)
    const input = form.validate(InvoiceInput)
    if (!input) return
    const done = await run((keyed) => invoiceCalls.create(input, keyed))
    if (!done.ok) return setFailure(form.showFailure(done))
    toast.success(m.invoice_sent())
    form.setValues((values) => ({ ...values, topupId: '' }))
  }
  if (credited.length === 0 && !topupId) return <p className="alert alert-info alert-soft">{m.invoice_no_topups()}</p>
  const unit = m.currency_unit()
  return (
    <Form onSubmit={submit} className="max-w-xl space-y-2">
      <FormAlert code={failure} />
      <div className="fieldset">
        <label className="fieldset-legend" htmlFor={selectId}>
          {m.invoice_topup()}
        </label>
        <select
          id={selectId}
          className={`select w-full ${form.errors.topupId ? 'select-error' : ''}`}
          value={form.values.topupId}
          onChange={(event) => form.set('topupId')(event.target.value)}
        >
          <option value="">{m.invoice_topup_choose()}</option>
          {credited.map((topup) => (
            <option key={topup._id} value={topup._id}>
              {formatDate(topup.createdAt)} · {formatXu(topup.amount, unit)} · {storedText(topup.content)}
            </option>
          ))}
        </select>
        {form.errors.topupId && (
          <p className="text-error text-sm" role="alert">
            {validationText(form.errors.topupId)}
          </p>
        )}
      </div>
      <TextField
        label={m.invoice_company()}
        value={form.values.companyName}
        onChange={form.set('companyName')}
        error={form.errors.companyName}
        autoComplete="organization"
      />
      <TextField
        label={m.invoice_tax_code()}
        value={form.values.taxCode}
        onChange={form.set('taxCode')}
        error={form.errors.taxCode}
        inputMode="numeric"
      />
      <TextField
        label={m.invoice_address()}
        value={form.values.address}
        onChange={form.set('address')}
        error={form.errors.address}
        autoComplete="street-address"
      />
      <TextField
        label={m.invoice_email()}
        value={form.values.email}
        onChange={form.set('email')}
        error={form.errors.email}
        type="email"
        autoComplete="email"
      />
      <SubmitButton busy={busy} label={m.invoice_submit()} className="btn-primary mt-2" />
    </Form>
  )
}
