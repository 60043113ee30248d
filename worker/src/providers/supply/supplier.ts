import type { Product } from '../../contract/catalogue'
import type { Database } from '../../db/client'
import type { RawStatement } from '../../money/purchase'

/** What a supplier is asked to hand over: `amount` proxies of a product in a country, for an order. */
export type SupplyRequest = Product & {
  orderId: string
  userId: string
  countryCode: string
  amount: number
  expiresAt: number
}

/**
 * Where sold proxies come from (DESIGN section 6: proxy supply). A supplier that delivers at once
 * gives statements that claim the proxies inside the purchase's own D1 batch (the order starts
 * 'using'); one that answers later would reserve money first and finish the order by a live event.
 */
export type Supplier = {
  name: string
  /** What can be sold now. */
  stock(db: Database, product: Product, countryCode: string): Promise<number>
  /** Statements that give the order its proxies, inside the purchase batch. */
  claim(request: SupplyRequest, now: number): RawStatement[]
  /** Statements that take the released proxies of expired orders (`ordersSql` selects their ids) back. */
  takeBack(ordersSql: string, params: unknown[], now: number): RawStatement[]
}
