import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import type { ValidationCode } from '@proxy-portal/worker/contract/validation'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api'
import { fieldErrorsOf } from '../../lib/form'
import { ORDERS_KEY } from '../orders/queries'
import { SESSION_KEY } from '../session/session-query'

/** Why a call failed: the catalogue code, and the validation code of the field at fault when the API named one. */
export type Failure = { code: ErrorCode; field?: ValidationCode }
export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Failure)

export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { code: 'UNKNOW_ERROR' }
  const field = Object.values(fieldErrorsOf(error))[0]
  return field ? { code: error.code, field } : { code: error.code }
}

/**
 * A call of this page: busy while it runs, its outcome as a value, and afterwards the proxies and
 * orders (and, for a paid one, the balance) read again.
 */
export function useProxyCall() {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const run = async <T>(send: () => Promise<T>, options: { paid?: boolean } = {}): Promise<Outcome<T>> => {
    setBusy(true)
    try {
      return { ok: true, value: await send() }
    } catch (error) {
      return { ok: false, ...failureOf(error) }
    } finally {
      setBusy(false)
      // Awaited, so a control shows its new state only once the list has it. The orders hold the
      // proxies' renewal and auto-renew, so they are read again with them.
      await queryClient.invalidateQueries({ queryKey: ORDERS_KEY })
      if (options.paid) {
        void queryClient.invalidateQueries({ queryKey: SESSION_KEY })
        void queryClient.invalidateQueries({ queryKey: ['money'] })
      }
    }
  }
  return { run, busy }
}
