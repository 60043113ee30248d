import { AdminTopupInput } from '@proxy-portal/worker/contract/billing'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { formatXu } from '@proxy-portal/worker/contract/money'
import type { AdminUserView } from '@proxy-portal/worker/contract/user'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SelectField } from '../../components/ui/select-field'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { adminCalls } from './admin-calls'

const xu = (amount: number) => formatXu(amount, m.currency_unit())

/**
 * Add to or deduct from a user's balance: a positive amount and a direction (no negative number to
 * type), a required reason, and a confirmation that says the balance after. One key per change asked.
 */
export function UserMoney({ user }: { user: AdminUserView }) {
  const form = useForm({ direction: 'add', amount: '', reason: '' })
  const { run, busy } = useApiMutation({ refresh: [['admin']], handles: true })
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const submit = async () => {
    setFailure(null)
    const amount = Number(form.values.amount) * (form.values.direction === 'deduct' ? -1 : 1)
    const input = form.validate(AdminTopupInput, { userId: user._id, amount })
    if (!input) return
    const after = user.balance + input.amount
    const text = (input.amount > 0 ? m.admin_money_confirm_add : m.admin_money_confirm_deduct)({
      amount: xu(Math.abs(input.amount)),
      user: user.email,
      after: xu(after),
    })
    const yes = await confirm({
      title: m.admin_balance_title(),
      text,
      confirmLabel: m.action_confirm(),
      cancelLabel: m.action_cancel(),
      danger: input.amount < 0,
    })
    if (!yes) return
    const done = await run((keyed) => adminCalls.topup(input, keyed), input)
    if (!done.ok) return setFailure(form.showFailure(done))
    toast.success(m.admin_adjust_done({ user: user.email, balance: xu(done.value.balance) }))
    form.setValues({ direction: 'add', amount: '', reason: '' })
  }
  return (
    <Form onSubmit={submit} className="space-y-2">
      <FormAlert code={failure} />
      <SelectField label={m.admin_money_direction()} value={form.values.direction} onChange={form.set('direction')}>
        <option value="add">{m.admin_money_add()}</option>
        <option value="deduct">{m.admin_money_deduct()}</option>
      </SelectField>
      <TextField
        label={m.admin_money_amount()}
        value={form.values.amount}
        onChange={(value) => form.set('amount')(value.replace(/\D/g, ''))}
        error={form.errors.amount}
        inputMode="numeric"
      />
      <TextField
        label={m.admin_reason()}
        value={form.values.reason}
        onChange={form.set('reason')}
        error={form.errors.reason}
        maxLength={200}
      />
      <SubmitButton busy={busy} label={m.admin_adjust_submit()} className="btn-primary" />
    </Form>
  )
}
