import type { Product } from '@proxy-portal/worker/contract/catalogue'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { type ImportProxiesAnswer, ImportProxiesInput, proxyProtocols } from '@proxy-portal/worker/contract/inventory'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SelectField } from '../../components/ui/select-field'
import { SubmitButton } from '../../components/ui/submit-button'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { validationText } from '../errors/validation-text'
import { CountrySelect, Options, ProductSelects } from './admin-fields'
import { adminEdit, catalogueCalls } from './catalogue-calls'
import { ImportResult } from './import-result'
import { countriesQuery, subServersQuery } from './queries'

const protocolText = { http: () => 'HTTP', socks5: () => 'SOCKS5' }

/**
 * Imports a text list of proxies into a node: first a dry run shows what would go in (bad lines by
 * number, duplicates), then the import itself, allowed only for the very list that was checked.
 */
export function ProxyImport() {
  const textId = useId()
  const { data: servers } = useQuery(subServersQuery)
  const { data: countries } = useQuery(countriesQuery)
  const form = useForm({
    subServerId: '',
    ...({ kind: 'private', ipVersion: 'ipv4', ipMode: 'static' } as Product),
    countryCode: '',
    protocol: 'http',
    text: '',
  })
  const [checked, setChecked] = useState<{ answer: ImportProxiesAnswer; input: string } | null>(null)
  const importing = useApiMutation(adminEdit)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { values, errors, set } = form
  const current = JSON.stringify(values)
  const check = async (dryRun: boolean) => {
    setFailure(null)
    const input = form.validate(ImportProxiesInput, { dryRun })
    if (!input) return
    const done = await importing.run((keyed) => catalogueCalls.importProxies(input, keyed))
    if (!done.ok) return setFailure(form.showFailure(done))
    const answer = done.value
    setChecked({ answer, input: current })
    if (!dryRun && answer.errors.length === 0) {
      toast.success(m.inventory_import_done({ count: answer.imported }))
      set('text')('')
    }
  }
  const pickServer = (id: string) => {
    set('subServerId')(id)
    const server = servers?.find((s) => s._id === id)
    if (server) set('countryCode')(server.countryCode)
  }
  const ready = checked?.input === current && checked.answer.dryRun && checked.answer.errors.length === 0 && checked.answer.imported > 0
  return (
    <Form onSubmit={() => void check(true)} className="space-y-3">
      <FormAlert code={failure} />
      <div className="grid gap-2 sm:grid-cols-3">
        <SelectField
          label={m.inventory_import_server()}
          value={values.subServerId}
          onChange={pickServer}
          error={errors.subServerId && validationText(errors.subServerId)}
        >
          <option value="">{m.inventory_choose_server()}</option>
          {servers?.map((server) => (
            <option key={server._id} value={server._id}>
              {server.name}
            </option>
          ))}
        </SelectField>
        <CountrySelect
          codes={countries?.map((country) => country.code) ?? []}
          value={values.countryCode}
          onChange={set('countryCode')}
          error={errors.countryCode}
          placeholder={m.inventory_choose_country()}
        />
        <SelectField label={m.inventory_protocol()} value={values.protocol} onChange={set('protocol')}>
          <Options values={proxyProtocols} text={protocolText} />
        </SelectField>
        <ProductSelects values={values} set={set} />
      </div>
      <div className="fieldset">
        <label className="fieldset-legend" htmlFor={textId}>
          {m.inventory_import_text()}
        </label>
        <textarea
          id={textId}
          className={`textarea h-40 w-full font-mono text-sm ${errors.text ? 'textarea-error' : ''}`}
          value={values.text}
          onChange={(event) => set('text')(event.target.value)}
          placeholder={'203.0.113.7:8080:user:pass\nuser:pass@203.0.113.8:8080\nsocks5://user:pass@[2001:db8::1]:1080'}
          spellCheck={false}
        />
        {errors.text ? (
          <p className="text-error text-sm" role="alert">
            {validationText(errors.text)}
          </p>
        ) : (
          <p className="text-base-content/60 text-sm">{m.inventory_import_hint()}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={importing.busy} label={m.inventory_import_check()} className="btn-outline btn-sm" />
        <button type="button" className="btn btn-primary btn-sm" disabled={!ready || importing.busy} onClick={() => void check(false)}>
          {ready ? m.inventory_import_submit({ count: checked.answer.imported }) : m.inventory_import_submit_idle()}
        </button>
      </div>
      {checked && <ImportResult answer={checked.answer} />}
    </Form>
  )
}
