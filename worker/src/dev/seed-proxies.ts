import { updateSettings } from '../bought-proxies/proxy-settings'
import { tagProxies } from '../bought-proxies/proxy-tags'
import type { OrderChoice } from '../contract/orders'
import { rowsByEventKeys } from '../money/ledger'
import { buy } from '../orders/buy'
import { offerOfChoice } from '../orders/offers'
import type { OrderCaller } from '../orders/order-caller'
import { orderIdOf } from '../orders/order-ids'
import { findOrderOf } from '../orders/order-queries'
import { createTag } from '../tags/tag-store'
import type { OpeningCredit } from './seed'

const order = (countryCode: string, product: Pick<OrderChoice, 'ipVersion' | 'ipMode'>, amount: number, periodUnit: 'week' | 'month') =>
  ({ kind: 'private', ...product, countryCode, amount, bandwidthTier: 'basic', periodUnit, periodCount: 1 }) satisfies OrderChoice

/**
 * The demo customer's own proxies, so /manage-private-proxy has something to show: 5 US and 3
 * Vietnamese, of products the demo inventory has in stock (its US static IPv4 and Vietnamese static
 * IPv4 stock stay as the dashboard's notices and the package expect them).
 */
const demoOrders = [
  {
    route: 'demo-proxies-us',
    choice: order('US', { ipVersion: 'ipv4', ipMode: 'dynamic' }, 5, 'month'),
    tag: 'Facebook Ads',
    comments: ['Tài khoản quảng cáo 1', 'Tài khoản quảng cáo 2'],
  },
  {
    route: 'demo-proxies-vn',
    choice: order('VN', { ipVersion: 'ipv6', ipMode: 'static' }, 3, 'week'),
    tag: 'Shopee',
    comments: ['Shop chính'],
  },
]

/**
 * Buys the demo orders through the real purchase path (the order id comes from the route, so a
 * second run finds them and adds nothing). Each is paid by a top-up of its price first, so the
 * customer still has the whole opening balance to spend. A freshly bought order gets a tag on its
 * first proxies and comments, as a customer would set them.
 */
export async function seedDemoProxies(caller: OrderCaller, credit: OpeningCredit): Promise<string[]> {
  const { db, userId, now } = caller
  const added: string[] = []
  // The demo customer signed up without a code: no agency discount.
  const asker = { buyer: { id: userId, ownerAgencyId: null }, now }
  for (const demo of demoOrders) {
    const orderId = await orderIdOf(caller.tagged(`${demo.route}:${userId}`))
    if (await findOrderOf(db, userId, orderId)) continue
    const offer = await offerOfChoice(db, demo.choice, asker)
    // An admin took the product off sale or out of stock: the demo goes without it.
    if (!offer.ok || offer.value.stock < demo.choice.amount) continue
    const fundKey = `demo:proxies:${demo.route}:${userId}`
    if ((await rowsByEventKeys(db, [fundKey])).length === 0) await credit(userId, offer.value.totalPrice, fundKey)
    const bought = await buy(caller, { route: demo.route, body: demo.choice, offer: () => offerOfChoice(db, demo.choice, asker) })
    if (!bought.ok) continue
    const ids = bought.value.proxies.map((proxy) => proxy._id)
    const tag = await createTag(db, userId, demo.tag, now)
    if (tag.ok) await tagProxies(db, userId, ids.slice(0, demo.comments.length + 1), tag.value._id, now)
    for (const [at, comment] of demo.comments.entries()) await updateSettings(db, userId, ids.slice(at, at + 1), { comment }, now)
    added.push(`demo order of ${demo.choice.amount} ${demo.choice.countryCode} proxies`)
  }
  return added
}
