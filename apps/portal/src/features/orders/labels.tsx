import type { OrderAction } from '@proxy-portal/worker/contract/orders'
import { m } from '../../paraglide/messages'

export const actionText: Record<OrderAction, () => string> = {
  buy: m.orders_action_buy,
  renew: m.orders_action_renew,
  auto_renew: m.orders_action_auto_renew,
  increase_bandwidth: m.orders_action_increase_bandwidth,
  increase_amount: m.orders_action_increase_amount,
  change_country: m.orders_action_change_country,
  expire: m.orders_action_expire,
  release: m.orders_action_release,
  admin_extend: m.orders_action_admin_extend,
  cancel: m.orders_action_cancel,
  split_off: m.orders_action_split_off,
  split_from: m.orders_action_split_from,
}
