import { ipVersions, periodUnits } from '@proxy-portal/worker/contract/catalogue-values'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { CreateKeyPackageInput, type KeyPackageView } from '@proxy-portal/worker/contract/key-packages'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { SelectField } from '../../components/ui/select-field'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { ipVersionText, periodUnitText } from '../../lib/labels'
import { packageName } from '../../lib/package-texts'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { CountrySelect, NumberField, Options, Toggle } from './admin-fields'
import { adminEdit } from './catalogue-calls'
import { EditorForm } from './editor-form'
import { keyPackageCalls } from './key-package-calls'
import { PackageTextFields } from './package-text-fields'
import { keyStockQuery } from './queries'

const numbers = ['periodCount', 'minChangeSeconds', 'price', 'renewPrice'] as const

/** The carriers or regions the rotating stock of a country and product has, for the fields' suggestions. */
const labelsOf = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))].sort()

/** Adds a key package, or changes the one given; the API's validation codes show beside the fields. */
export function KeyPackageForm({
  pack,
  countryCodes,
  onDone,
}: {
  pack: KeyPackageView | null
  countryCodes: string[]
  onDone: () => void
}) {
  const form = useForm({
    name: pack?.name ?? '',
    description: pack?.description ?? '',
    nameEn: pack?.nameEn ?? '',
    descriptionEn: pack?.descriptionEn ?? '',
    ipVersion: pack?.ipVersion ?? 'ipv4',
    countryCode: pack?.countryCode ?? countryCodes[0] ?? '',
    carrier: pack?.carrier ?? '',
    region: pack?.region ?? '',
    periodUnit: pack?.periodUnit ?? 'month',
    periodCount: String(pack?.periodCount ?? 1),
    minChangeSeconds: String(pack?.minChangeSeconds ?? 60),
    autoRotateMinutes: pack?.autoRotateMinutes === null || !pack ? '' : String(pack.autoRotateMinutes),
    price: pack ? String(pack.price) : '',
    renewPrice: pack ? String(pack.renewPrice) : '',
    popular: pack?.popular ?? false,
    enabled: pack?.enabled ?? true,
  })
  const { run, busy } = useApiMutation(adminEdit)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  // client-only: the editor opens on a click; its carrier and region hints may follow it.
  const stock = (useQuery(keyStockQuery).data ?? []).filter(
    (row) => row.countryCode === form.values.countryCode && row.ipVersion === form.values.ipVersion,
  )
  const listId = useId()
  const { values, errors, set } = form
  const submit = async () => {
    setFailure(null)
    const extra = {
      ...Object.fromEntries(numbers.map((key) => [key, Number(values[key])])),
      autoRotateMinutes: values.autoRotateMinutes === '' ? null : Number(values.autoRotateMinutes),
    }
    const input = form.validate(CreateKeyPackageInput, extra)
    if (!input) return
    const done = await run((keyed) => keyPackageCalls.save(pack?._id ?? null, input, keyed))
    if (!done.ok) return setFailure(form.showFailure(done))
    toast.success(m.catalogue_package_saved({ name: packageName({ name: input.name, nameEn: input.nameEn ?? '' }) }))
    onDone()
  }
  const number = (key: (typeof numbers)[number] | 'autoRotateMinutes', label: string) => (
    <NumberField label={label} value={values[key]} onChange={set(key)} error={errors[key]} />
  )
  return (
    <EditorForm onSubmit={() => void submit()} onCancel={onDone} busy={busy} failure={failure} columns={3}>
      <PackageTextFields values={values} errors={errors} set={set} />
      <SelectField
        label={m.catalogue_ip_version()}
        value={values.ipVersion}
        onChange={(v) => set('ipVersion')(v as typeof values.ipVersion)}
      >
        <Options values={ipVersions} text={ipVersionText} />
      </SelectField>
      <CountrySelect codes={countryCodes} value={values.countryCode} onChange={set('countryCode')} error={errors.countryCode} />
      <p className="text-base-content/70 self-end pb-3 text-sm" data-testid="key-package-free">
        {m.catalogue_key_free({ free: stock.reduce((sum, row) => sum + row.free, 0) })}
      </p>
      <TextField
        label={m.catalogue_key_carrier()}
        value={values.carrier}
        onChange={set('carrier')}
        error={errors.carrier}
        list={`${listId}-c`}
      />
      <TextField
        label={m.catalogue_key_region()}
        value={values.region}
        onChange={set('region')}
        error={errors.region}
        list={`${listId}-r`}
      />
      <datalist id={`${listId}-c`}>
        {labelsOf(stock.map((row) => row.carrier)).map((carrier) => (
          <option key={carrier} value={carrier} />
        ))}
      </datalist>
      <datalist id={`${listId}-r`}>
        {labelsOf(stock.map((row) => row.region)).map((region) => (
          <option key={region} value={region} />
        ))}
      </datalist>
      {number('periodCount', m.catalogue_period_count())}
      <SelectField
        label={m.catalogue_period_unit()}
        value={values.periodUnit}
        onChange={(v) => set('periodUnit')(v as typeof values.periodUnit)}
      >
        <Options values={periodUnits} text={periodUnitText} />
      </SelectField>
      {number('minChangeSeconds', m.catalogue_key_min_change())}
      {number('autoRotateMinutes', m.catalogue_key_auto_rotate())}
      {number('price', m.catalogue_package_price())}
      {number('renewPrice', m.catalogue_package_renew_price())}
      <div className="flex gap-4">
        <Toggle label={m.catalogue_popular()} checked={values.popular} onChange={set('popular')} />
        <Toggle label={m.catalogue_on_sale()} checked={values.enabled} onChange={set('enabled')} />
      </div>
    </EditorForm>
  )
}
