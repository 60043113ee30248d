import type { PriceView } from '@proxy-portal/worker/contract/catalogue'
import { UpsertPriceInput } from '@proxy-portal/worker/contract/catalogue-admin'
import { periodUnits } from '@proxy-portal/worker/contract/catalogue-values'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { useState } from 'react'
import { SelectField } from '../../components/ui/select-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { periodUnitText } from '../../lib/labels'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { CountrySelect, NumberField, Options, ProductSelects, Toggle } from './admin-fields'
import { adminEdit, catalogueCalls } from './catalogue-calls'
import { EditorForm } from './editor-form'

/** Adds a price, or changes the one given (its product, country, period, price and flags). */
export function PriceForm({ price, countryCodes, onDone }: { price: PriceView | null; countryCodes: string[]; onDone: () => void }) {
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
  const { run, busy } = useApiMutation(adminEdit)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { values, errors, set } = form
  const submit = async () => {
    setFailure(null)
    const input = form.validate(UpsertPriceInput, {
      periodCount: Number(values.periodCount),
      price: Number(values.price),
      ...(price && { id: price._id }),
    })
    if (!input) return
    const done = await run((keyed) => catalogueCalls.savePrice(input, keyed))
    if (!done.ok) return setFailure(form.showFailure(done))
    toast.success(m.catalogue_price_saved())
    onDone()
  }
  return (
    <EditorForm onSubmit={() => void submit()} onCancel={onDone} busy={busy} failure={failure} columns={3}>
      <ProductSelects values={values} set={set} />
      <CountrySelect codes={['*', ...countryCodes]} value={values.countryCode} onChange={set('countryCode')} error={errors.countryCode} />
      <NumberField label={m.catalogue_period_count()} value={values.periodCount} onChange={set('periodCount')} error={errors.periodCount} />
      <SelectField
        label={m.catalogue_period_unit()}
        value={values.periodUnit}
        onChange={(v) => set('periodUnit')(v as typeof values.periodUnit)}
      >
        <Options values={periodUnits} text={periodUnitText} />
      </SelectField>
      <NumberField label={m.catalogue_price_per_proxy()} value={values.price} onChange={set('price')} error={errors.price} />
      <Toggle label={m.catalogue_popular()} checked={values.popular} onChange={set('popular')} />
      <Toggle label={m.catalogue_on_sale()} checked={values.enabled} onChange={set('enabled')} />
    </EditorForm>
  )
}
