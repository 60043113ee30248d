import type { PackageView } from '@proxy-portal/worker/contract/catalogue'
import { CreatePackageInput } from '@proxy-portal/worker/contract/catalogue-admin'
import { bandwidthTiers, periodUnits } from '@proxy-portal/worker/contract/catalogue-values'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { useState } from 'react'
import { SelectField } from '../../components/ui/select-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { periodUnitText, tierNames } from '../../lib/labels'
import { packageName } from '../../lib/package-texts'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { CountrySelect, NumberField, Options, ProductSelects, Toggle } from './admin-fields'
import { adminEdit, catalogueCalls } from './catalogue-calls'
import { EditorForm } from './editor-form'
import { PackageTextFields } from './package-text-fields'

const numbers = ['amount', 'periodCount', 'price', 'renewPrice'] as const

/** Adds a package, or changes the one given: every field of the spec's package. */
export function PackageForm({ pack, countryCodes, onDone }: { pack: PackageView | null; countryCodes: string[]; onDone: () => void }) {
  const form = useForm({
    name: pack?.name ?? '',
    description: pack?.description ?? '',
    nameEn: pack?.nameEn ?? '',
    descriptionEn: pack?.descriptionEn ?? '',
    kind: pack?.kind ?? 'private',
    ipVersion: pack?.ipVersion ?? 'ipv4',
    ipMode: pack?.ipMode ?? 'static',
    countryCode: pack?.countryCode ?? countryCodes[0] ?? '',
    amount: String(pack?.amount ?? 1),
    bandwidthTier: pack?.bandwidthTier ?? 'basic',
    periodUnit: pack?.periodUnit ?? 'month',
    periodCount: String(pack?.periodCount ?? 1),
    price: pack ? String(pack.price) : '',
    renewPrice: pack ? String(pack.renewPrice) : '',
    popular: pack?.popular ?? false,
    enabled: pack?.enabled ?? true,
  })
  const { run, busy } = useApiMutation(adminEdit)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { values, errors, set } = form
  const submit = async () => {
    setFailure(null)
    const input = form.validate(CreatePackageInput, Object.fromEntries(numbers.map((key) => [key, Number(values[key])])))
    if (!input) return
    const done = await run((keyed) => catalogueCalls.savePackage(pack?._id ?? null, input, keyed))
    if (!done.ok) return setFailure(form.showFailure(done))
    toast.success(m.catalogue_package_saved({ name: packageName({ name: input.name, nameEn: input.nameEn ?? '' }) }))
    onDone()
  }
  const number = (key: (typeof numbers)[number], label: string) => (
    <NumberField label={label} value={values[key]} onChange={set(key)} error={errors[key]} />
  )
  return (
    <EditorForm onSubmit={() => void submit()} onCancel={onDone} busy={busy} failure={failure} columns={3}>
      <PackageTextFields values={values} errors={errors} set={set} />
      <ProductSelects values={values} set={set} />
      <CountrySelect codes={countryCodes} value={values.countryCode} onChange={set('countryCode')} error={errors.countryCode} />
      {number('amount', m.catalogue_package_amount())}
      <SelectField
        label={m.catalogue_col_tier()}
        value={values.bandwidthTier}
        onChange={(v) => set('bandwidthTier')(v as typeof values.bandwidthTier)}
      >
        <Options values={bandwidthTiers} text={tierNames} />
      </SelectField>
      {number('periodCount', m.catalogue_period_count())}
      <SelectField
        label={m.catalogue_period_unit()}
        value={values.periodUnit}
        onChange={(v) => set('periodUnit')(v as typeof values.periodUnit)}
      >
        <Options values={periodUnits} text={periodUnitText} />
      </SelectField>
      {number('price', m.catalogue_package_price())}
      {number('renewPrice', m.catalogue_package_renew_price())}
      <div className="flex gap-4">
        <Toggle label={m.catalogue_popular()} checked={values.popular} onChange={set('popular')} />
        <Toggle label={m.catalogue_on_sale()} checked={values.enabled} onChange={set('enabled')} />
      </div>
    </EditorForm>
  )
}
