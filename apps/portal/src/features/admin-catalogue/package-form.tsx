import { bandwidthTiers, ipModes, ipVersions, type PackageView, periodUnits, proxyKinds } from '@proxy-portal/worker/contract/catalogue'
import { CreatePackageInput } from '@proxy-portal/worker/contract/catalogue-admin'
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
import { countryName, ipModeText, ipVersionText, kindText, periodUnitText, tierText } from './labels'
import { Options, SelectField, Toggle } from './select-field'

const digits = (value: string) => value.replace(/\D/g, '')
const numbers = ['amount', 'periodCount', 'price', 'renewPrice'] as const

/** Adds a package, or changes the one given: every field of the spec's package. */
export function PackageForm({ pack, countryCodes, onDone }: { pack: PackageView | null; countryCodes: string[]; onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useForm({
    name: pack?.name ?? '',
    description: pack?.description ?? '',
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
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { values, errors, set } = form
  const save = async () => {
    setFailure(null)
    const input = form.validate(CreatePackageInput, Object.fromEntries(numbers.map((key) => [key, Number(values[key])])))
    if (!input) return
    setBusy(true)
    try {
      // The list order is not edited here: a change keeps the package's place.
      const { sortOrder: _sortOrder, ...change } = input
      await unwrap(
        pack
          ? api().api.package.update[':id'].$put({ param: { id: pack._id }, json: change })
          : api().api.package.create.$post({ json: input }),
      )
      toast.success(m.catalogue_package_saved({ name: input.name }))
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
      onDone()
    } catch (error) {
      setFailure(failureOf(error))
      form.showServerErrors(error)
    }
    setBusy(false)
  }
  const number = (key: (typeof numbers)[number], label: string) => (
    <TextField label={label} value={values[key]} onChange={(v) => set(key)(digits(v))} error={errors[key]} inputMode="numeric" />
  )
  return (
    <Form onSubmit={save} className="rounded-box border-base-300 space-y-2 border p-4">
      <FormAlert code={failure} />
      <div className="grid gap-2 sm:grid-cols-3">
        <TextField label={m.catalogue_package_name()} value={values.name} onChange={set('name')} error={errors.name} maxLength={80} />
        <div className="sm:col-span-2">
          <TextField
            label={m.catalogue_package_description()}
            value={values.description}
            onChange={set('description')}
            error={errors.description}
            maxLength={500}
          />
        </div>
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
          {countryCodes.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </SelectField>
        {number('amount', m.catalogue_package_amount())}
        <SelectField
          label={m.catalogue_col_tier()}
          value={values.bandwidthTier}
          onChange={(v) => set('bandwidthTier')(v as typeof values.bandwidthTier)}
        >
          <Options values={bandwidthTiers} text={tierText} />
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
