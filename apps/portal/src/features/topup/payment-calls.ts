import type { TopupMethod } from '@proxy-portal/worker/contract/ledger'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'
import { rememberOrder, type Started } from './provider-pages'

const redirect = (url: string | null): Started => {
  if (!url) throw new Error('the provider gave no payment page')
  return { kind: 'redirect', url }
}

/** Starts a payment of `amount` (USD, or đồng for VND_METHODS) with the chosen provider (run by the mutation helper). */
export async function startPayment(
  method: Exclude<TopupMethod, 'bank'>,
  amount: number,
  country: string | undefined,
  keyed?: Keyed,
): Promise<Started> {
  const user = api().api.user
  const json = { amount }
  switch (method) {
    case 'paypal': {
      const { orderId, approveUrl, topup } = await unwrap(user['paypal-create-order'].$post({ json }, keyed))
      rememberOrder(topup._id, orderId)
      return redirect(approveUrl)
    }
    case 'momo':
      return redirect((await unwrap(user['momo-create-order'].$post({ json }, keyed))).payUrl)
    case 'card':
      return redirect((await unwrap(user['payment-credit-card'].$post({ json }, keyed))).url)
    case 'perfectmoney': {
      const { form } = await unwrap(user['perfect-money-create-order'].$post({ json }, keyed))
      return { kind: 'form', action: form.action, fields: form.fields }
    }
    case 'usdt': {
      const { address, amount: exact, expiresAt } = await unwrap(user['usdt-create-order'].$post({ json }, keyed))
      return { kind: 'usdt', order: { address, amount: exact, expiresAt } }
    }
    case 'bytepay': {
      const { orderId, checkoutUrl, topup } = await unwrap(user['bytepay-create-order'].$post({ json }, keyed))
      rememberOrder(topup._id, orderId)
      return redirect(checkoutUrl)
    }
    case 'tazapay':
      return redirect(
        (await unwrap(user['tazapay-create-order'].$post({ json: { amount, ...(country && { country }) } }, keyed))).checkoutUrl,
      )
    case 'zpayment':
      return redirect((await unwrap(user['zpayment-create-order'].$post({ json }, keyed))).checkoutUrl)
  }
}
