import { AdminCancelInput, AdminExtendInput } from '@proxy-portal/worker/contract/admin-orders'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { formatXu } from '@proxy-portal/worker/contract/money'
import type { OrderView } from '@proxy-portal/worker/contract/orders'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { peopleCalls } from './people-calls'
import { RefundQuote } from './refund-quote'

type Action = 'extend' | 'cancel'

/** An order's admin actions in its row: extend by days with a reason, cancel with a refund and a reason, auto-renew. */
export function OrderActions({ order }: { order: OrderView }) {
  const [open, setOpen] = useState<Action | null>(null)
  const form = useForm({ days: '', refund: '0', reason: '' })
  const { run, busy } = useApiMutation({ refresh: [['admin']], handles: true })
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const ended = order.status === 'expired' || order.status === 'cancelled'
  const submit = async () => {
    setFailure(null)
    const extend = open === 'extend'
    const input = extend
      ? form.validate(AdminExtendInput, { days: Number(form.values.days), refund: undefined })
      : form.validate(AdminCancelInput, { refund: Number(form.values.refund), days: undefined })
    if (!input) return
    // A cancellation cannot be undone: say what it ends and what it pays back before it runs.
    if ('refund' in input) {
      const text = m.admin_order_cancel_confirm({ code: order.code, refund: formatXu(input.refund, m.currency_unit()) })
      if (!(await confirm({ title: order.code, text, confirmLabel: m.action_confirm(), cancelLabel: m.action_cancel(), danger: true })))
        return
    }
    const done = await run(
      (keyed) => ('days' in input ? peopleCalls.extendOrder(order._id, input, keyed) : peopleCalls.cancelOrder(order._id, input, keyed)),
      { order: order._id, open, input },
    )
    if (!done.ok) return setFailure(form.showFailure(done))
    toast.success(extend ? m.admin_order_extended({ code: order.code }) : m.admin_order_cancelled({ code: order.code }))
    setOpen(null)
  }
  const toggleAutoRenew = async () => {
    const answer = await run((keyed) => peopleCalls.setAutoRenew(order._id, !order.autoRenew, keyed))
    if (!answer.ok) setFailure(answer.code)
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-1">
        <button type="button" className="btn btn-xs" onClick={() => setOpen(open === 'extend' ? null : 'extend')}>
          {m.admin_order_extend()}
        </button>
        {!ended && (
          <button type="button" className="btn btn-xs btn-error" onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}>
            {m.admin_order_cancel()}
          </button>
        )}
        <label className="label text-xs">
          <input
            type="checkbox"
            className="toggle toggle-xs"
            checked={order.autoRenew}
            disabled={busy || ended}
            onChange={() => void toggleAutoRenew()}
          />
          {m.admin_order_auto_renew()}
        </label>
      </div>
      {open && (
        <Form onSubmit={submit} className="space-y-1">
          <FormAlert code={failure} />
          {open === 'extend' ? (
            <TextField
              label={m.admin_order_days()}
              value={form.values.days}
              onChange={(value) => form.set('days')(value.replace(/\D/g, ''))}
              error={form.errors.days}
              inputMode="numeric"
            />
          ) : (
            <>
              <RefundQuote orderId={order._id} onPick={(amount) => form.set('refund')(String(amount))} />
              <TextField
                label={m.admin_order_refund()}
                value={form.values.refund}
                onChange={(value) => form.set('refund')(value.replace(/\D/g, ''))}
                error={form.errors.refund}
                inputMode="numeric"
              />
            </>
          )}
          <TextField
            label={m.admin_reason()}
            value={form.values.reason}
            onChange={form.set('reason')}
            error={form.errors.reason}
            maxLength={500}
          />
          <SubmitButton
            busy={busy}
            label={open === 'extend' ? m.admin_order_extend() : m.admin_order_cancel()}
            className="btn-primary btn-sm"
          />
        </Form>
      )}
    </div>
  )
}
