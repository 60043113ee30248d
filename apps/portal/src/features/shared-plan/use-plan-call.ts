import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { ApiError } from '../../lib/api'
import { ORDERS_KEY } from '../orders/queries'
import { SESSION_KEY } from '../session/session-query'
import { PLAN_KEY } from './queries'

export type CallOutcome<T> = { ok: true; value: T } | { ok: false; code: ErrorCode }

/**
 * A plan or trial call, with one Idempotency-Key per thing asked: a call lost on the network keeps
 * its key, so asking again for the same thing replays it instead of paying twice; any answer from
 * the server ends it. Afterwards the plan, the balance and the money lists are read again.
 */
export function usePlanCall() {
  const queryClient = useQueryClient()
  const pending = useRef<{ what: string; key: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async <T>(what: unknown, send: (key: string) => Promise<T>): Promise<CallOutcome<T>> => {
    const asked = JSON.stringify(what)
    if (pending.current?.what !== asked) pending.current = { what: asked, key: crypto.randomUUID() }
    setBusy(true)
    try {
      const value = await send(pending.current.key)
      pending.current = null
      return { ok: true, value }
    } catch (error) {
      // A 4xx is the server's final word; a lost call or a 5xx may have gone through, so its key is kept for a retry.
      if (error instanceof ApiError && error.status < 500) pending.current = null
      return { ok: false, code: error instanceof ApiError ? error.code : 'UNKNOW_ERROR' }
    } finally {
      setBusy(false)
      void queryClient.invalidateQueries({ queryKey: PLAN_KEY })
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY })
      void queryClient.invalidateQueries({ queryKey: ['money'] })
      // The dashboard's summary (and its workspace tabs) counts plans and trials.
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY })
    }
  }
  return { run, busy }
}

/** The request options of a call under an Idempotency-Key. */
export const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } })
