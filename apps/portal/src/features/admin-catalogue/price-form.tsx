import { ipModes, ipVersions, type PriceView, periodUnits, proxyKinds } from '@proxy-portal/worker/contract/catalogue'
import { UpsertPriceInput } from '@proxy-portal/worker/contract/catalogue-admin'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { api, unwrap } from '../../lib/api'
import { failureOf } from '../../lib/form'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { countryName, ipModeText, ipVersionText, kindText, periodUnitText } from './labels'
import { Options, SelectField, Toggle } from './select-field'

const digits = (value: string) => value.replace(/\D/g, '')

/** Adds a price, or changes the one given (its product, country, period, price and flags). */
export function PriceForm({ price, countryCodes, onDone }: { price: PriceView | null; countryCodes: string[]; onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useForm({
    kind: price?.kind ?? 'private',
    ipVersion: price?.ipVersion ?? 'ipv4',
    ipMode: price?.ipMode ?? 'static',
    countryCode: price?.countryCode ?? '*',
    periodUnit: price?.periodUnit ?? 'month',
    periodCount: String(price?.periodCount ?? 1),
    price: price ? String(price.price) : '',
    popular: price?.popular ?? false,
    enabled: price?.enabled ?? true,
  })
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { values, errors, set } = form
  const save = async () => {
    setFailure(null)
    const input = form.validate(UpsertPriceInput, {
      periodCount: Number(values.periodCount),
      price: Number(values.price),
      ...(price && { id: price._id }),
    })
    if (!input) return
    setBusy(true)
    try {
      await unwrap(api().api.price.upsert.$put({ json: input }))
      toast.success(m.catalogue_price_saved())
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
      onDone()
    } catch (error) {
      setFailure(failureOf(error))
      form.showServerErrors(error)
    }
    setBusy(false)
  }
  return (
    <Form onSubmit={save} className="rounded-box border-base-300 space-y-2 border p-4">
      <FormAlert code={failure} />
      <div className="grid gap-2 sm:grid-cols-3">
        <SelectField label={m.catalogue_kind()} value={values.kind} onChange={(v) => set('kind')(v as typeof values.kind)}>
          <Options values={proxyKinds} text={kindText} />
        </SelectField>
        <SelectField
          label={m.catalogue_ip_version()}
          value={values.ipVersion}
          onChange={(v) => set('ipVersion')(v as typeof values.ipVersion)}
        >
          <Options values={ipVersions} text={ipVersionText} />
        </SelectField>
        <SelectField label={m.catalogue_ip_mode()} value={values.ipMode} onChange={(v) => set('ipMode')(v as typeof values.ipMode)}>
          <Options values={ipModes} text={ipModeText} />
        </SelectField>
        <SelectField label={m.catalogue_col_country()} value={values.countryCode} onChange={set('countryCode')} error={errors.countryCode}>
          {['*', ...countryCodes].map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={m.catalogue_period_count()}
          value={values.periodCount}
          onChange={(v) => set('periodCount')(digits(v))}
          error={errors.periodCount}
          inputMode="numeric"
        />
        <SelectField
          label={m.catalogue_period_unit()}
          value={values.periodUnit}
          onChange={(v) => set('periodUnit')(v as typeof values.periodUnit)}
        >
          <Options values={periodUnits} text={periodUnitText} />
        </SelectField>
        <TextField
          label={m.catalogue_price_per_proxy()}
          value={values.price}
          onChange={(v) => set('price')(digits(v))}
          error={errors.price}
          inputMode="numeric"
        />
        <Toggle label={m.catalogue_popular()} checked={values.popular} onChange={set('popular')} />
        <Toggle label={m.catalogue_on_sale()} checked={values.enabled} onChange={set('enabled')} />
      </div>
      <div className="flex gap-2">
        <SubmitButton busy={busy} label={m.catalogue_save()} className="btn-primary btn-sm" />
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          {m.catalogue_cancel()}
        </button>
      </div>
    </Form>
  )
}
