import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { ListTable } from '../../components/ui/list-table'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { api, unwrap } from '../../lib/api'
import { countryName } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { countriesQuery, useAdminChange } from './queries'

/** The countries proxies are sold in: on sale or not, with what is free there; and adding one. */
export function CountriesCard() {
  const { data: countries } = useQuery(countriesQuery)
  const change = useAdminChange()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const add = async () => {
    setBusy(true)
    const done = await change(() => unwrap(api().api.country.create.$post({ json: { code } })), m.catalogue_country_added())
    if (done) setCode('')
    setBusy(false)
  }
  const toggle = (countryCode: string, enabled: boolean) =>
    change(
      () => unwrap(api().api.country.update[':code'].$put({ param: { code: countryCode }, json: { enabled } })),
      enabled
        ? m.catalogue_country_opened({ country: countryName(countryCode) })
        : m.catalogue_country_closed({ country: countryName(countryCode) }),
    )
  return (
    <div className="space-y-4">
      <ListTable
        columns={[
          { label: m.catalogue_col_country() },
          { label: m.catalogue_col_free_stock(), end: true },
          { label: m.catalogue_col_on_sale() },
        ]}
        testId="admin-countries"
        empty={countries?.length === 0}
      >
        {countries?.map((country) => (
          <tr key={country.code}>
            <td>
              {countryName(country.code)} <span className="text-base-content/60">({country.code})</span>
            </td>
            <td className="text-right">{Object.values(country.stock).reduce((sum, n) => sum + n, 0)}</td>
            <td>
              <input
                type="checkbox"
                className="toggle toggle-sm toggle-success"
                checked={country.enabled}
                onChange={(event) => void toggle(country.code, event.target.checked)}
                aria-label={m.catalogue_country_on_sale({ country: countryName(country.code) })}
              />
            </td>
          </tr>
        ))}
      </ListTable>
      <Form onSubmit={add} className="flex flex-wrap items-end gap-2">
        <div className="w-40">
          <TextField label={m.catalogue_country_code()} value={code} onChange={(value) => setCode(value.toUpperCase())} maxLength={2} />
        </div>
        <SubmitButton busy={busy} label={m.catalogue_country_add()} className="btn-outline btn-sm mb-1" />
      </Form>
    </div>
  )
}
