import type { BandwidthTier } from '@proxy-portal/worker/contract/catalogue'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { ApiError, api, unwrap } from '../../lib/api'
import { m } from '../../paraglide/messages'
import { SESSION_KEY } from '../session/session-query'
import { showOrderFailure, showOrderResult } from './order-result-store'
import { ORDERS_KEY } from './queries'

const order = () => api().api.order

/** After a call that may have charged the balance: the top bar, the money lists and the orders. */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: SESSION_KEY })
  void queryClient.invalidateQueries({ queryKey: ['money'] })
  void queryClient.invalidateQueries({ queryKey: ORDERS_KEY })
}

const codeOf = (error: unknown): ErrorCode => (error instanceof ApiError ? error.code : 'UNKNOW_ERROR')

export type RenewResult = { orderId: string; ok: boolean; code?: ErrorCode }

/** The order calls of /order: each answer shows in the order result dialog (or the caller's own view). */
export function useOrderCalls() {
  const queryClient = useQueryClient()
  const run = async <T>(call: () => Promise<T>, success: (answer: T) => void) => {
    try {
      success(await call())
    } catch (error) {
      showOrderFailure(codeOf(error))
    } finally {
      refresh(queryClient)
    }
  }
  return {
    renew: (id: string) =>
      run(
        () => unwrap(order().renew[':id'].$put({ param: { id } })),
        () => showOrderResult({ isSuccess: true, text: m.event_RENEW_SUCCESS(), planId: id }),
      ),
    increaseBandwidth: (id: string, bandwidth: BandwidthTier) =>
      run(
        () => unwrap(order()['increase-bandwidth'][':id'].$put({ param: { id }, json: { bandwidth } })),
        () => showOrderResult({ isSuccess: true, text: m.event_INCREASE_BANDWIDTH_SUCCESS(), planId: id }),
      ),
    /** Renews several orders; each gets its own result, and a failure of the call itself is one for all. */
    renewList: async (listOrderId: string[]): Promise<RenewResult[]> => {
      try {
        const { results } = await unwrap(order()['renew-list-order'].$put({ json: { listOrderId } }))
        return results
      } catch (error) {
        return listOrderId.map((orderId) => ({ orderId, ok: false, code: codeOf(error) }))
      } finally {
        refresh(queryClient)
      }
    },
    setAutoRenew: async (id: string, autoRenew: boolean): Promise<boolean> => {
      try {
        await unwrap(order()['auto-renew'][':id'].$put({ param: { id }, json: { autoRenew } }))
        return true
      } catch (error) {
        showOrderFailure(codeOf(error))
        return false
      } finally {
        // Awaited: the toggle shows its new state until the list has it, without flicking back.
        await queryClient.invalidateQueries({ queryKey: ORDERS_KEY })
      }
    },
  }
}
