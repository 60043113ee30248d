import { stockKey } from '@proxy-portal/worker/contract/catalogue-values'
import type { Draft } from './choice'

/** A product the buy form sells (private ones: shared proxies are sold as the plan). */
type FormProduct = Draft['product']

/**
 * The private products the buy form sells, named as a link names one (`/private-proxy?product=…`):
 * the product's stock key, so the product pages link with the key they read the stock by.
 */
export const privateProductKeys = ['private:ipv4:static', 'private:ipv4:dynamic', 'private:ipv6:static', 'private:ipv6:dynamic'] as const
export type BuyProductKey = (typeof privateProductKeys)[number]

export const DEFAULT_PRODUCT: FormProduct = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static' }

/** The product a key names; the form's default for none. */
export function productOfKey(key: BuyProductKey | undefined): FormProduct {
  if (!key) return DEFAULT_PRODUCT
  const [, ipVersion, ipMode] = key.split(':') as ['private', FormProduct['ipVersion'], FormProduct['ipMode']]
  return { kind: 'private', ipVersion, ipMode }
}

export const keyOfProduct = (product: FormProduct) => stockKey(product) as BuyProductKey
