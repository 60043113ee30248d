import { AdminTopupInput } from '@proxy-portal/worker/contract/billing'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { formatXu } from '@proxy-portal/worker/contract/money'
import type { AdminUserView } from '@proxy-portal/worker/contract/user'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { adminCalls } from './admin-calls'
import { UserPicker } from './user-picker'

/**
 * An admin top-up: adds (or, negative, deducts) Coin with a reason, as an 'admin top-up' ledger row.
 * One Idempotency-Key per change, so a double click or a retry never applies it twice.
 */
export function BalanceAdjust() {
  const [user, setUser] = useState<AdminUserView | null>(null)
  const form = useForm({ amount: '', reason: '' })
  const { run, busy } = useApiMutation({ refresh: [['admin']], handles: true })
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const submit = async () => {
    setFailure(null)
    const input = form.validate(AdminTopupInput, { userId: user?._id ?? '', amount: Number(form.values.amount) })
    if (!input || !user) return
    const done = await run((keyed) => adminCalls.topup(input, keyed), input)
    if (!done.ok) return setFailure(form.showFailure(done))
    const { balance } = done.value
    toast.success(m.admin_adjust_done({ user: user.email, balance: formatXu(balance, m.currency_unit()) }))
    setUser({ ...user, balance })
    form.setValues({ amount: '', reason: '' })
  }
  return (
    <div className="space-y-2">
      <UserPicker onPick={setUser} />
      {user && (
        <Form onSubmit={submit} className="space-y-2">
          <p className="font-semibold">
            {m.admin_picked({ user: user.email })} · {formatXu(user.balance, m.currency_unit())}
          </p>
          <FormAlert code={failure} />
          <TextField
            label={m.admin_amount()}
            value={form.values.amount}
            onChange={(value) => form.set('amount')(value.replace(/[^\d-]/g, ''))}
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
      )}
    </div>
  )
}
