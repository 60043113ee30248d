import { couponKinds } from '@proxy-portal/worker/contract/agency'
import type { IpMode, IpVersion, ProxyKind } from '@proxy-portal/worker/contract/catalogue'
import { CreateCouponInput, productKeys } from '@proxy-portal/worker/contract/coupons'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SelectField } from '../../components/ui/select-field'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { productShortText } from '../../lib/labels'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { adminEdit } from '../admin-catalogue/catalogue-calls'
import { agencyAdminCalls } from './agency-admin-calls'

const empty = { code: '', kind: 'percent', value: '', minOrder: '0', startsAt: '', endsAt: '', maxUses: '', maxUsesPerUser: '1' }
const kindTexts = { percent: m.coupon_kind_percent, fixed: m.coupon_kind_fixed }

/** `private:ipv4:static` as "Private · IPv4 · Static". */
export const productKeyText = (key: string) => {
  const [kind, ipVersion, ipMode] = key.split(':') as [ProxyKind, IpVersion, IpMode]
  return productShortText({ kind, ipVersion, ipMode })
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text))
// A day typed in the form is a shop day (UTC+7): a coupon starts at its first moment and ends after its last.
const dayStart = (day: string) => (day ? Date.parse(`${day}T00:00:00+07:00`) : undefined)
const dayEnd = (day: string) => (day ? Date.parse(`${day}T23:59:59.999+07:00`) : null)

/** An admin's coupon: percent or fixed Xu, minimum order, products, start and end days, total and per-user limits. */
export function CouponForm() {
  const form = useForm(empty)
  const [products, setProducts] = useState<string[]>([])
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { run, busy } = useApiMutation(adminEdit)
  const { values, errors, set } = form
  const submit = async () => {
    setFailure(null)
    const input = form.validate(CreateCouponInput, {
      value: numberOrNull(values.value),
      minOrder: numberOrNull(values.minOrder) ?? 0,
      products,
      startsAt: dayStart(values.startsAt),
      endsAt: dayEnd(values.endsAt),
      maxUses: numberOrNull(values.maxUses),
      maxUsesPerUser: numberOrNull(values.maxUsesPerUser),
    })
    if (!input) return
    const done = await run((keyed) => agencyAdminCalls.createCoupon(input, keyed), input)
    if (!done.ok) return setFailure(form.showFailure(done))
    toast.success(m.coupon_created())
    form.setValues(empty)
    setProducts([])
  }
  return (
    <Form className="space-y-2" onSubmit={() => void submit()}>
      <FormAlert code={failure} />
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={m.coupon_code()}
          value={values.code}
          onChange={set('code')}
          error={errors.code}
          maxLength={40}
          autoComplete="off"
        />
        <SelectField label={m.coupon_kind()} value={values.kind} onChange={set('kind')}>
          {couponKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindTexts[kind]()}
            </option>
          ))}
        </SelectField>
        <TextField
          label={values.kind === 'percent' ? m.coupon_percent() : m.coupon_amount()}
          inputMode="numeric"
          value={values.value}
          onChange={set('value')}
          error={errors.value}
        />
        <TextField
          label={m.coupon_min_order()}
          inputMode="numeric"
          value={values.minOrder}
          onChange={set('minOrder')}
          error={errors.minOrder}
        />
        <TextField
          label={m.coupon_starts()}
          type="date"
          value={values.startsAt}
          onChange={set('startsAt')}
          error={errors.startsAt}
          hint={m.coupon_starts_hint()}
        />
        <TextField
          label={m.coupon_ends()}
          type="date"
          value={values.endsAt}
          onChange={set('endsAt')}
          error={errors.endsAt}
          hint={m.coupon_ends_hint()}
        />
        <TextField
          label={m.coupon_max_uses()}
          inputMode="numeric"
          value={values.maxUses}
          onChange={set('maxUses')}
          error={errors.maxUses}
          hint={m.coupon_no_limit()}
        />
        <TextField
          label={m.coupon_max_per_user()}
          inputMode="numeric"
          value={values.maxUsesPerUser}
          onChange={set('maxUsesPerUser')}
          error={errors.maxUsesPerUser}
          hint={m.coupon_no_limit()}
        />
      </div>
      <fieldset className="fieldset">
        <legend className="fieldset-legend">{m.coupon_products()}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {productKeys.map((key) => (
            <label key={key} className="label cursor-pointer gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={products.includes(key)}
                onChange={(event) => setProducts((now) => (event.target.checked ? [...now, key] : now.filter((one) => one !== key)))}
              />
              <span className="text-sm">{productKeyText(key)}</span>
            </label>
          ))}
        </div>
        <p className="text-base-content/60 text-sm">{m.coupon_products_hint()}</p>
      </fieldset>
      <SubmitButton busy={busy} label={m.coupon_create()} className="btn-primary" />
    </Form>
  )
}
