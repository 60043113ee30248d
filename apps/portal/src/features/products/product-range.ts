import type { Product } from '@proxy-portal/worker/contract/catalogue'
import { PLAN_AMOUNT_STEP } from '@proxy-portal/worker/contract/plans'
import { productText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { type BuyProductKey, keyOfProduct } from '../buy/product-key'

/** Where a product's buy button leads: the buy form starting on it, or the shared plan's page. */
export type BuyTarget = { to: '/private-proxy'; product: BuyProductKey } | { to: '/proxy-shared' }

export type RangeItem = { product: Product; title: () => string; goodFor: () => string; buy: BuyTarget }

const privateItem = (product: Product & { kind: 'private' }, goodFor: () => string): RangeItem => ({
  product,
  title: () => productText(product),
  goodFor,
  buy: { to: '/private-proxy', product: keyOfProduct(product) },
})

/**
 * The shop's range as /proxy shows it. IPv6 is sold static here (dynamic IPv6 is with the rotating
 * proxies); the shared plan uses shared static IPv4 proxies, priced and stocked as that product.
 */
export const productRange: RangeItem[] = [
  privateItem({ kind: 'private', ipVersion: 'ipv4', ipMode: 'static' }, m.products_good_for_ipv4_static),
  privateItem({ kind: 'private', ipVersion: 'ipv4', ipMode: 'dynamic' }, m.products_good_for_ipv4_dynamic),
  privateItem({ kind: 'private', ipVersion: 'ipv6', ipMode: 'static' }, m.products_good_for_ipv6),
  {
    product: { kind: 'shared', ipVersion: 'ipv4', ipMode: 'static' },
    title: m.products_shared_plan_title,
    goodFor: () => m.products_good_for_shared_plan({ step: PLAN_AMOUNT_STEP }),
    buy: { to: '/proxy-shared' },
  },
]

/** The rotating (dynamic IP) products /proxy-rotating shows: both sold through the buy form. */
export const rotatingProducts = [
  { kind: 'private', ipVersion: 'ipv4', ipMode: 'dynamic' },
  { kind: 'private', ipVersion: 'ipv6', ipMode: 'dynamic' },
] as const satisfies (Product & { kind: 'private' })[]
