import { AFFILIATE_CODE_MAX } from '@proxy-portal/worker/contract/choices'
import { AgencyCouponInput } from '@proxy-portal/worker/contract/coupons'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { ListTable } from '../../components/ui/list-table'
import { Pagination } from '../../components/ui/pagination'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDate } from '../../lib/dates'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { agencyCalls } from './agency-calls'
import { couponUsesText, couponValueText, xu } from './labels'
import { AGENCY_KEY, AGENCY_PAGE_SIZE, agencyCouponsQuery } from './queries'

const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text))

/** A coupon for the agency's own customers: a percent up to its commission rate (the API says DISCOUNT_OVER_MARGIN beyond). */
function CouponForm({ commissionPercent }: { commissionPercent: number }) {
  const form = useForm({ code: '', value: '', maxUses: '' })
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { run, busy } = useApiMutation({ refresh: [AGENCY_KEY], handles: true })
  const submit = async () => {
    setFailure(null)
    const { code, value, maxUses } = form.values
    const input = form.validate(AgencyCouponInput, { code, value: wholeOrNull(value), maxUses: wholeOrNull(maxUses) })
    if (!input) return
    const done = await run((keyed) => agencyCalls.createCoupon(input, keyed), input)
    if (!done.ok) return setFailure(form.showFailure(done))
    toast.success(m.coupon_created())
    form.setValues({ code: '', value: '', maxUses: '' })
  }
  return (
    <Form className="grid items-start gap-x-4 sm:grid-cols-4" onSubmit={() => void submit()}>
      <div className="sm:col-span-4">
        <FormAlert code={failure} />
      </div>
      <TextField
        label={m.coupon_code()}
        value={form.values.code}
        onChange={form.set('code')}
        error={form.errors.code}
        maxLength={AFFILIATE_CODE_MAX}
        autoComplete="off"
      />
      <TextField
        label={m.coupon_percent()}
        inputMode="numeric"
        value={form.values.value}
        onChange={form.set('value')}
        error={form.errors.value}
        hint={m.agency_coupon_margin({ percent: commissionPercent })}
      />
      <TextField
        label={m.coupon_max_uses()}
        inputMode="numeric"
        value={form.values.maxUses}
        onChange={form.set('maxUses')}
        error={form.errors.maxUses}
        hint={m.coupon_no_limit()}
      />
      <div className="fieldset">
        <span className="fieldset-legend invisible">{m.coupon_create()}</span>
        <SubmitButton busy={busy} label={m.coupon_create()} className="btn-primary" />
      </div>
    </Form>
  )
}

/** The agency's own coupons with their uses and what they took off, and the form that makes one. */
export function AgencyCoupons({ commissionPercent }: { commissionPercent: number }) {
  const [page, setPage] = useState(1)
  const { data } = useQuery(agencyCouponsQuery(page))
  return (
    <div className="space-y-4">
      <CouponForm commissionPercent={commissionPercent} />
      <ListTable
        columns={[
          { label: m.coupon_code() },
          { label: m.coupon_value() },
          { label: m.coupon_uses(), end: true },
          { label: m.coupon_discount_given(), end: true },
          { label: m.coupon_ends() },
        ]}
        testId="agency-coupons"
        empty={data?.total === 0}
      >
        {data?.data.map((coupon) => (
          <tr key={coupon._id} className={coupon.enabled ? undefined : 'opacity-60'}>
            <td className="font-mono">{coupon.code}</td>
            <td>{couponValueText(coupon)}</td>
            <td className="text-right">{couponUsesText(coupon)}</td>
            <td className="text-right">{xu(coupon.discountGiven)}</td>
            <td>{coupon.endsAt === null ? m.coupon_no_end() : formatDate(coupon.endsAt)}</td>
          </tr>
        ))}
      </ListTable>
      {data && <Pagination page={page} total={data.total} limit={AGENCY_PAGE_SIZE} onPage={setPage} />}
    </div>
  )
}
