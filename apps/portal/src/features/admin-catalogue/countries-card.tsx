import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { ListTable } from '../../components/ui/list-table'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { countryName } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { adminChange, catalogueCalls } from './catalogue-calls'
import { countriesQuery } from './queries'

/** The countries proxies are sold in: on sale or not, with what is free there; and adding one. */
export function CountriesCard() {
  const { data: countries } = useQuery(countriesQuery)
  const adding = useApiMutation(adminChange)
  const { run } = useApiMutation(adminChange)
  const [code, setCode] = useState('')
  const add = async () => {
    const done = await adding.run((keyed) => catalogueCalls.addCountry(code, keyed))
    if (!done.ok) return
    toast.success(m.catalogue_country_added())
    setCode('')
  }
  const toggle = async (countryCode: string, enabled: boolean) => {
    const done = await run((keyed) => catalogueCalls.setCountryOnSale(countryCode, enabled, keyed))
    if (!done.ok) return
    const country = countryName(countryCode)
    toast.success(enabled ? m.catalogue_country_opened({ country }) : m.catalogue_country_closed({ country }))
  }
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
        <SubmitButton busy={adding.busy} label={m.catalogue_country_add()} className="btn-outline btn-sm mb-1" />
      </Form>
    </div>
  )
}
