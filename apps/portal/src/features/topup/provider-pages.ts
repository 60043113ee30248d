import type { TopupMethod } from '@proxy-portal/worker/contract/ledger'

export type UsdtOrder = { address: string; amount: string; expiresAt: number }

/** Where a started payment goes next: the provider's page, a form to post there, or the USDT details to show. */
export type Started =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; action: string; fields: Record<string, string> }
  | { kind: 'usdt'; order: UsdtOrder }

/** Methods paid with an amount of đồng; the others take dollars. */
export const VND_METHODS: readonly TopupMethod[] = ['momo', 'card']

const ORDER_KEY = 'pendingOrder:'

/** The provider's order id of a top-up, kept for the return page that completes it (PayPal, bytepay). */
export function rememberOrder(topupId: string, orderId: string): void {
  sessionStorage.setItem(ORDER_KEY + topupId, orderId)
}

export function rememberedOrder(topupId: string): string | null {
  return sessionStorage.getItem(ORDER_KEY + topupId)
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
