import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { isErrorCode } from '@proxy-portal/worker/contract/errors'
import { type PlanEventCode, planEventCodes } from '@proxy-portal/worker/contract/events'
import { useSyncExternalStore } from 'react'
import { errorText, eventText } from '../errors/error-text'

/** What the order result dialog shows: a green check or a red cross, the text, and where to go next. */
export type OrderResult = {
  isSuccess: boolean
  text: string
  /** The order (or plan) it is about: its live event and the call's own answer show once between them. */
  planId?: string
  /** A purchase that succeeded: the dialog links to its proxies (/order/success/{planId}). */
  useLink?: boolean
  /** The failure's code: NOT_ENOUGH_MONEY offers a link to top up. */
  code?: ErrorCode
}

/** The spec's last-notification id kept locally: an order event is shown once, by plan id and time. */
const LAST_PLAN_KEY = 'lastPlanNotification'

let current: OrderResult | null = null
/** When this tab last showed a result per order: the call's answer and its live event arrive together, in either order. */
const shownAt = new Map<string, number>()
const SAME_RESULT_MS = 60_000
const listeners = new Set<() => void>()

function seenJustNow(planId: string | undefined): boolean {
  if (!planId) return false
  const now = Date.now()
  const last = shownAt.get(planId)
  shownAt.set(planId, now)
  return last !== undefined && now - last < SAME_RESULT_MS
}

function show(result: OrderResult | null) {
  current = result
  for (const listener of listeners) listener()
}

/** The answer of the customer's own call (a purchase, a renewal, an upgrade). */
export function showOrderResult(result: OrderResult): void {
  if (!seenJustNow(result.planId)) show(result)
}

/** When this tab's own call last failed: the server announces that failure live too, without the reason. */
let ownFailureAt = 0
const OWN_FAILURE_MS = 10_000

/** The answer of a failed call: the reason in the reader's language (it replaces the bare live 'failed'). */
export function showOrderFailure(code: ErrorCode): void {
  ownFailureAt = Date.now()
  show({ isSuccess: false, text: errorText(code), code })
}

export type PlanEvent = { planId: string; message: string; time: number; isSuccess: boolean }

function planEventText(message: string): { text: string; code?: ErrorCode } {
  if ((planEventCodes as readonly string[]).includes(message)) return { text: eventText(message as PlanEventCode) }
  if (isErrorCode(message)) return { text: errorText(message), code: message }
  return { text: message }
}

/** A live order event: shown unless it is the last one stored (same plan id and time), or this tab just showed that order's result. */
export function showPlanEvent(event: PlanEvent): void {
  const id = `${event.planId}:${event.time}`
  if (localStorage.getItem(LAST_PLAN_KEY) === id) return
  localStorage.setItem(LAST_PLAN_KEY, id)
  if (seenJustNow(event.planId)) return
  if (!event.isSuccess && Date.now() - ownFailureAt < OWN_FAILURE_MS) return
  const { text, code } = planEventText(event.message)
  show({ isSuccess: event.isSuccess, text, code, planId: event.planId, useLink: event.isSuccess && event.message === 'BUY_SUCCESS' })
}

export function closeOrderResult(): void {
  show(null)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOrderResult(): OrderResult | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
