import type { TopupMethod } from '@proxy-portal/worker/contract/ledger'
import { api, unwrap } from '../../lib/api'

export type UsdtOrder = { address: string; amount: string; expiresAt: number }

/** Where a started payment goes next: the provider's page, a form to post there, or the USDT details to show. */
export type Started =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; action: string; fields: Record<string, string> }
  | { kind: 'usdt'; order: UsdtOrder }

/** Methods paid with an amount of đồng; the others take dollars. */
export const VND_METHODS: readonly TopupMethod[] = ['momo', 'card']

const redirect = (url: string | null): Started => {
  if (!url) throw new Error('the provider gave no payment page')
  return { kind: 'redirect', url }
}

const ORDER_KEY = 'pendingOrder:'

/** The provider's order id of a top-up, kept for the return page that completes it (PayPal, bytepay). */
function rememberOrder(topupId: string, orderId: string): void {
  sessionStorage.setItem(ORDER_KEY + topupId, orderId)
}

export function rememberedOrder(topupId: string): string | null {
  return sessionStorage.getItem(ORDER_KEY + topupId)
}

/** Starts a payment of `amount` (USD, or đồng for VND_METHODS) with the chosen provider. */
export async function startPayment(method: Exclude<TopupMethod, 'bank'>, amount: number, country?: string): Promise<Started> {
  const user = api().api.user
  const json = { amount }
  switch (method) {
    case 'paypal': {
      const { orderId, approveUrl, topup } = await unwrap(user['paypal-create-order'].$post({ json }))
      rememberOrder(topup._id, orderId)
      return redirect(approveUrl)
    }
    case 'momo':
      return redirect((await unwrap(user['momo-create-order'].$post({ json }))).payUrl)
    case 'card':
      return redirect((await unwrap(user['payment-credit-card'].$post({ json }))).url)
    case 'perfectmoney': {
      const { form } = await unwrap(user['perfect-money-create-order'].$post({ json }))
      return { kind: 'form', action: form.action, fields: form.fields }
    }
    case 'usdt': {
      const { address, amount: exact, expiresAt } = await unwrap(user['usdt-create-order'].$post({ json }))
      return { kind: 'usdt', order: { address, amount: exact, expiresAt } }
    }
    case 'bytepay': {
      const { orderId, checkoutUrl, topup } = await unwrap(user['bytepay-create-order'].$post({ json }))
      rememberOrder(topup._id, orderId)
      return redirect(checkoutUrl)
    }
    case 'tazapay':
      return redirect((await unwrap(user['tazapay-create-order'].$post({ json: { amount, ...(country && { country }) } }))).checkoutUrl)
    case 'zpayment':
      return redirect((await unwrap(user['zpayment-create-order'].$post({ json }))).checkoutUrl)
  }
}

/** Posts the Perfect Money SCI form (the browser leaves for Perfect Money's page). */
export function postForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form')
  form.method = 'POST'
  form.action = action
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.appendChild(input)
  }
  document.body.appendChild(form)
  form.submit()
}
