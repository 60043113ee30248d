import { UsdAmountInput, VndAmountInput } from '@proxy-portal/worker/contract/billing'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { type PromotionTier, promotionBonus, type TopupMethod } from '@proxy-portal/worker/contract/ledger'
import { centsFromUsdNumber, formatXu, usdCentsToXu } from '@proxy-portal/worker/contract/money'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { usePublicSettings } from '../settings/public-settings-query'
import { methodText } from './labels'
import { startPayment } from './payment-calls'
import { postForm, type UsdtOrder, VND_METHODS } from './provider-pages'
import { UsdtDetails } from './usdt-details'

/** What an amount becomes in Xu, and the promotion on top, at today's rate. */
function Preview({ xu, vndPerUsd, tiers }: { xu: number; vndPerUsd: number; tiers: PromotionTier[] }) {
  if (!(xu > 0)) return null
  const bonus = promotionBonus(xu, vndPerUsd, tiers)
  const unit = m.currency_unit()
  return (
    <p className="text-sm" data-testid="topup-preview">
      {m.topup_you_get()}: <strong>{formatXu(xu, unit)}</strong>
      {bonus > 0 && (
        <span className="text-success">
          {' '}
          + {formatXu(bonus, unit)} ({m.tx_promotion()})
        </span>
      )}
    </p>
  )
}

/** A provider payment: an amount (dollars, or đồng for Momo and card), then off to the provider's page. */
export function AmountPayment({ method }: { method: Exclude<TopupMethod, 'bank'> }) {
  const { vndPerUsd, promotionTiers } = usePublicSettings()
  const inVnd = VND_METHODS.includes(method)
  const form = useForm({ amount: '', country: '' })
  const { run, busy } = useApiMutation({ handles: true })
  // After the call, while the browser leaves for the provider's page, the button stays off.
  const [leaving, setLeaving] = useState(false)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const [usdt, setUsdt] = useState<UsdtOrder | null>(null)
  const amount = Number(form.values.amount)
  const xu = inVnd ? amount : usdCentsToXu(centsFromUsdNumber(amount) ?? 0, vndPerUsd)

  const submit = async () => {
    const checked = form.validate(inVnd ? VndAmountInput : UsdAmountInput, { amount: form.values.amount === '' ? undefined : amount })
    if (!checked) return
    setFailure(null)
    const country = form.values.country.trim().toUpperCase() || undefined
    const done = await run((keyed) => startPayment(method, checked.amount, country, keyed))
    if (!done.ok) return setFailure(form.showFailure(done))
    const started = done.value
    if (started.kind === 'usdt') return setUsdt(started.order)
    setLeaving(true)
    if (started.kind === 'redirect') window.location.assign(started.url)
    else postForm(started.action, started.fields)
  }

  if (usdt) return <UsdtDetails order={usdt} />
  return (
    <Form onSubmit={submit} className="max-w-md space-y-3">
      <FormAlert code={failure} />
      <TextField
        label={inVnd ? m.amount_vnd_label() : m.amount_usd_label()}
        value={form.values.amount}
        onChange={(value) => form.set('amount')(value.replace(/[^\d.]/g, ''))}
        error={form.errors.amount}
        inputMode="decimal"
        hint={inVnd ? m.amount_min_vnd({ min: formatXu(10_000, m.currency_unit()) }) : m.amount_min_usd()}
      />
      {method === 'tazapay' && (
        <TextField
          label={m.tazapay_country()}
          value={form.values.country}
          onChange={form.set('country')}
          error={form.errors.country}
          maxLength={2}
        />
      )}
      <Preview xu={Number.isFinite(xu) ? xu : 0} vndPerUsd={vndPerUsd} tiers={promotionTiers} />
      <SubmitButton busy={busy || leaving} label={m.topup_pay_with({ method: methodText(method) })} className="btn-primary" />
    </Form>
  )
}
