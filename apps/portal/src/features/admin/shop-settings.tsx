import { ipModes, ipVersions, proxyKinds } from '@proxy-portal/worker/contract/catalogue-values'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { DEFAULT_LOW_STOCK, UpdateSettingsInput } from '@proxy-portal/worker/contract/settings'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { checkForm, type FieldErrors } from '../../lib/form'
import { ipModeText, ipVersionText, kindText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { publicSettingsQuery } from '../settings/public-settings-query'
import { adminCalls } from './admin-calls'
import { adminSettingsQuery } from './queries'

const products = proxyKinds.flatMap((kind) => ipVersions.flatMap((ipVersion) => ipModes.map((ipMode) => ({ kind, ipVersion, ipMode }))))
const keyOf = (p: (typeof products)[number]) => `${p.kind}-${p.ipVersion}-${p.ipMode}`
const digits = (text: string) => text.replace(/\D/g, '')

type Edit = { tiers: { overUsd: string; percent: string }[]; popupVi: string; popupEn: string; low: Record<string, string> }

/** Promotion tiers, the promotion pop-up's text (vi and en) and the low-stock threshold of each product. */
export function ShopSettings() {
  const { data: current } = useQuery(adminSettingsQuery)
  const { run, busy } = useApiMutation({ refresh: [['admin'], publicSettingsQuery.queryKey], handles: true })
  const [edited, setEdited] = useState<Edit | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  if (!current) return null
  const form: Edit = edited ?? {
    tiers: current.promotionTiers.map((tier) => ({ overUsd: String(tier.overUsd), percent: String(tier.percent) })),
    popupVi: current.promoPopup?.vi ?? '',
    popupEn: current.promoPopup?.en ?? '',
    low: Object.fromEntries(Object.entries(current.lowStockThresholds).map(([key, value]) => [key, String(value)])),
  }
  const setTier = (at: number, patch: Partial<Edit['tiers'][number]>) =>
    setEdited({ ...form, tiers: form.tiers.map((tier, index) => (index === at ? { ...tier, ...patch } : tier)) })
  const save = async () => {
    setFailure(null)
    const popup = form.popupVi.trim() || form.popupEn.trim() ? { vi: form.popupVi, en: form.popupEn } : null
    const checked = checkForm(UpdateSettingsInput, {
      settings: {
        promotionTiers: form.tiers.map((tier) => ({ overUsd: Number(tier.overUsd), percent: Number(tier.percent) })),
        promoPopup: popup,
        lowStockThresholds: Object.fromEntries(
          Object.entries(form.low)
            .filter(([, value]) => value !== '')
            .map(([key, value]) => [key, Number(value)]),
        ),
      },
    })
    setErrors(checked.ok ? {} : checked.errors)
    if (!checked.ok) return
    const done = await run((keyed) => adminCalls.updateSettings(checked.output, keyed))
    if (!done.ok) {
      setErrors(done.fields)
      return setFailure(Object.keys(done.fields).length > 0 ? null : done.code)
    }
    toast.success(m.admin_settings_saved())
    setEdited(null)
  }
  const error = (path: string) => errors[`settings.${path}`]
  return (
    <Form onSubmit={save} className="space-y-3">
      <FormAlert code={failure ?? (error('promotionTiers') ? 'INVALID_INPUT' : null)} />
      <p className="font-semibold">{m.admin_promo_tiers()}</p>
      {form.tiers.map((tier, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its place in the list (thresholds rise)
        <div key={at} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
          <TextField
            label={m.admin_promo_over()}
            value={tier.overUsd}
            onChange={(value) => setTier(at, { overUsd: digits(value) })}
            error={error(`promotionTiers.${at}.overUsd`)}
            inputMode="numeric"
          />
          <TextField
            label={m.admin_promo_percent()}
            value={tier.percent}
            onChange={(value) => setTier(at, { percent: digits(value) })}
            error={error(`promotionTiers.${at}.percent`)}
            inputMode="numeric"
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm mb-1"
            onClick={() => setEdited({ ...form, tiers: form.tiers.filter((_, index) => index !== at) })}
          >
            {m.admin_promo_remove()}
          </button>
        </div>
      ))}
      {form.tiers.length < 5 && (
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => setEdited({ ...form, tiers: [...form.tiers, { overUsd: '', percent: '' }] })}
        >
          {m.admin_promo_add()}
        </button>
      )}
      <TextField
        label={m.admin_promo_popup_vi()}
        value={form.popupVi}
        onChange={(popupVi) => setEdited({ ...form, popupVi })}
        error={error('promoPopup.vi')}
        maxLength={500}
      />
      <TextField
        label={m.admin_promo_popup_en()}
        value={form.popupEn}
        onChange={(popupEn) => setEdited({ ...form, popupEn })}
        error={error('promoPopup.en')}
        maxLength={500}
      />
      <p className="font-semibold">{m.admin_low_stock({ threshold: DEFAULT_LOW_STOCK })}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {products.map((product) => (
          <TextField
            key={keyOf(product)}
            label={`${kindText[product.kind]()} ${ipVersionText[product.ipVersion]()} ${ipModeText[product.ipMode]()}`}
            value={form.low[keyOf(product)] ?? ''}
            onChange={(value) => setEdited({ ...form, low: { ...form.low, [keyOf(product)]: digits(value) } })}
            error={error(`lowStockThresholds.${keyOf(product)}`)}
            inputMode="numeric"
          />
        ))}
      </div>
      <SubmitButton busy={busy} label={m.admin_save()} className="btn-primary" />
    </Form>
  )
}
