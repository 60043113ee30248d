import { useQuery } from '@tanstack/react-query'
import { Spinner } from '../../components/ui/spinner'
import { countriesQuery, pricesQuery } from '../buy/catalogue-queries'
import { rotatingProducts } from './product-range'
import { RotatingProductSection } from './rotating-product-section'

/** /proxy-rotating's products: each dynamic product's price and stock per country, from the live catalogue. */
export function RotatingProducts() {
  const countries = useQuery(countriesQuery)
  const prices = useQuery(pricesQuery)
  if (countries.isPending || prices.isPending) return <Spinner />
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {rotatingProducts.map((product) => (
        <RotatingProductSection key={product.ipVersion} product={product} prices={prices.data ?? []} countries={countries.data ?? []} />
      ))}
    </div>
  )
}
