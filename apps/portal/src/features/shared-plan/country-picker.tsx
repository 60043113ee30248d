import type { PlanCountryView } from '@proxy-portal/worker/contract/plans'
import { countryName } from '../../lib/labels'
import { m } from '../../paraglide/messages'

/** Countries to spread the plan over, each with its shared proxies that still have room. */
export function CountryPicker({
  countries,
  chosen,
  onChange,
  error,
}: {
  countries: PlanCountryView[]
  chosen: string[]
  onChange: (chosen: string[]) => void
  error?: string | null
}) {
  const toggle = (code: string, on: boolean) => onChange(on ? [...chosen, code] : chosen.filter((c) => c !== code))
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">{m.plan_countries()}</legend>
      <div className="grid gap-1 sm:grid-cols-2" data-testid="plan-countries">
        {countries.map((country) => (
          <label key={country.countryCode} className="label gap-2 text-base-content">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={chosen.includes(country.countryCode)}
              onChange={(event) => toggle(country.countryCode, event.target.checked)}
            />
            <span>{countryName(country.countryCode)}</span>
            <span className={`badge badge-sm ${country.available > 0 ? 'badge-ghost' : 'badge-error badge-soft'}`}>
              {m.plan_country_room({ count: country.available })}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="text-error text-sm" role="alert">
          {error}
        </p>
      ) : (
        <p className="text-base-content/60 text-sm">{m.plan_countries_hint()}</p>
      )}
    </fieldset>
  )
}
