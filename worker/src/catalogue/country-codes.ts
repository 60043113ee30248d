// Regions Intl knows that are not countries: private-use codes, the EU and eurozone, the UN, 'Unknown Region'.
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/

let names: Intl.DisplayNames | undefined

/** Is this an ISO 3166-1 alpha-2 country code? (The country list stores codes; names come from Intl.) */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.test(code)) return false
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
  return names.of(code) !== undefined
}
