import type { TopupView } from '@proxy-portal/worker/contract/ledger'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'
import { rememberedOrder } from './provider-pages'

/** What a provider adds to the return address: PayPal its order as `token`; a cancel link `cancelled=1`. */
export type ReturnParams = { token?: string; cancelled?: boolean }

/**
 * Back from a provider: ask it about the payment (PayPal capture, card session, bytepay order), or
 * cancel an unpaid card checkout the user walked away from. Errors leave the top-up as it was; the
 * page shows what the server has.
 */
export async function confirmReturn(topup: TopupView, params: ReturnParams, keyed?: Keyed): Promise<void> {
  if (topup.status !== 'processing') return
  const user = api().api.user
  try {
    if (topup.method === 'card') {
      const param = { id: topup._id }
      await unwrap(
        params.cancelled
          ? user['cancle-payment-credit'][':id'].$delete({ param }, keyed)
          : user['check-payment-credit'][':id'].$get({ param }, keyed),
      )
      return
    }
    if (params.cancelled) return
    const orderId = params.token ?? rememberedOrder(topup._id)
    if (!orderId) return
    if (topup.method === 'paypal') await unwrap(user['complete-paypal-payment'].$post({ json: { orderId } }, keyed))
    if (topup.method === 'bytepay') await unwrap(user['bytepay-complete-order'].$post({ json: { orderId } }, keyed))
  } catch {
    // Not paid (yet), or the provider is slow: the verified webhook still credits it, and the page polls.
  }
}
