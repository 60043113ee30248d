import type { CountryView } from '@proxy-portal/worker/contract/catalogue'
import { useId } from 'react'
import { useHydrated } from '../../components/ui/form'
import { countryName } from '../../lib/labels'
import { m } from '../../paraglide/messages'

/**
 * The one country the price list is shown for, or all of them: on a phone every product lists every
 * country with a line per period, so a guest who buys for one country reads only its rows.
 */
export function CountryPicker({
  countries,
  value,
  onChange,
}: {
  countries: CountryView[]
  value: string | undefined
  onChange: (country: string | undefined) => void
}) {
  const id = useId()
  // Until React runs the page a pick would do nothing: off till then (a link with ?country= works anyway).
  const hydrated = useHydrated()
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="font-medium">
        {m.pricing_country_pick()}
      </label>
      <select
        id={id}
        className="select select-sm w-auto"
        value={value ?? ''}
        disabled={!hydrated}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{m.pricing_country_all()}</option>
        {countries
          .filter((country) => country.enabled)
          .map((country) => (
            <option key={country.code} value={country.code}>
              {countryName(country.code)}
            </option>
          ))}
      </select>
    </div>
  )
}
