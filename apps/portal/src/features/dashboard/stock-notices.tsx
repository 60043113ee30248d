import type { CountryView } from '@proxy-portal/worker/contract/catalogue'
import { useQuery } from '@tanstack/react-query'
import { TriangleAlert } from 'lucide-react'
import { m } from '../../paraglide/messages'
import { countriesQuery } from '../buy/catalogue-queries'

/** Free proxies of a country whose stock key (`kind:ipVersion:ipMode`) passes the test; 0 for a country not on sale. */
export function stockWhere(countries: CountryView[], code: string, test: (key: string) => boolean): number {
  const country = countries.find((c) => c.code === code && c.enabled)
  if (!country) return 0
  return Object.entries(country.stock).reduce((sum, [key, n]) => (test(key) ? sum + n : sum), 0)
}

/**
 * The spec's out-of-stock notices, from live stock: shown only when it is 0. "US IPv4" is the private
 * static IPv4 sold per proxy: the US shared proxies (the free trial's) and dynamic ones sell on their own.
 */
export function StockNotices() {
  const { data } = useQuery(countriesQuery)
  if (!data) return null
  const notices: string[] = []
  if (stockWhere(data, 'US', (key) => key === 'private:ipv4:static') === 0) notices.push(m.dashboard_out_of_stock_us_ipv4())
  if (stockWhere(data, 'VN', (key) => key.endsWith(':dynamic')) === 0) notices.push(m.dashboard_out_of_stock_vn_dynamic())
  if (notices.length === 0) return null
  return (
    <div className="space-y-2" data-testid="stock-notices">
      {notices.map((notice) => (
        <div key={notice} role="status" className="alert alert-warning alert-soft">
          <TriangleAlert className="size-5" aria-hidden="true" />
          <span>{notice}</span>
        </div>
      ))}
    </div>
  )
}
