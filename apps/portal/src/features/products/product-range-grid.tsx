import { stockKey } from '@proxy-portal/worker/contract/catalogue-values'
import { useQuery } from '@tanstack/react-query'
import { Spinner } from '../../components/ui/spinner'
import { countriesQuery, pricesQuery } from '../buy/catalogue-queries'
import { summarise } from './catalogue-summary'
import { ProductCard } from './product-card'
import { productRange } from './product-range'

/** /proxy: every product of the range as a card, from the live catalogue (stock refreshes as it sells). */
export function ProductRangeGrid() {
  const countries = useQuery(countriesQuery)
  const prices = useQuery(pricesQuery)
  if (countries.isPending || prices.isPending) return <Spinner />
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {productRange.map((item) => (
        <ProductCard key={stockKey(item.product)} item={item} summary={summarise(item.product, prices.data ?? [], countries.data ?? [])} />
      ))}
    </div>
  )
}
