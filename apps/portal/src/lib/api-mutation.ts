import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { ApiError } from './api'
import { type FieldErrors, fieldErrorsOf } from './field-errors'

/** Why a call failed: the catalogue code, and the fields the API named when it refused the input. */
export type Failure = { code: ErrorCode; fields: FieldErrors }
export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Failure)

/** The one reading of a failed call (a failure outside the API, such as a lost connection, is UNKNOW_ERROR). */
export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { code: 'UNKNOW_ERROR', fields: {} }
  return { code: error.code, fields: fieldErrorsOf(error) }
}

/** The request options of a call: its Idempotency-Key. */
export type Keyed = { headers: { 'Idempotency-Key': string } }

type Options = {
  /** Read again once the call is over, whatever its outcome (awaited: a control shows its new state with the list). */
  refresh?: readonly QueryKey[]
  /**
   * The codes the caller shows itself, beside the form or in a dialog (`true`: every code); any other
   * failure becomes the error toast with the catalogue's text. 401 (log out) and 409 (to /dashboard)
   * are handled centrally whatever this says (features/session/session-sync.tsx).
   */
  handles?: true | ErrorCode[]
}

/**
 * The one way the portal changes data: a TanStack Query mutation whose failures reach the client
 * contract's central handling (an expired session is renewed and the call retried once in lib/api.ts),
 * with an Idempotency-Key per thing asked. A call lost on the network or answered 5xx keeps its key,
 * so asking again for the same `what` replays it on the server instead of doing it twice; any 4xx
 * answer ends it. Without `what` each call is a new one. `run` gives the outcome as a value.
 */
export function useApiMutation(options: Options = {}) {
  const queryClient = useQueryClient()
  const pending = useRef<{ what: string; key: string } | null>(null)
  const mutation = useMutation({
    meta: { handlesErrors: options.handles ?? false },
    mutationFn: ({ send, key }: { send: (keyed: Keyed) => Promise<unknown>; key: string }) => send({ headers: { 'Idempotency-Key': key } }),
    onSettled: async () => {
      await Promise.all((options.refresh ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
  })

  const run = async <T>(send: (keyed: Keyed) => Promise<T>, what?: unknown): Promise<Outcome<T>> => {
    const asked = what === undefined ? null : JSON.stringify(what)
    if (asked === null || pending.current?.what !== asked) pending.current = { what: asked ?? '', key: crypto.randomUUID() }
    const { key } = pending.current
    try {
      const value = (await mutation.mutateAsync({ send, key })) as T
      pending.current = null
      return { ok: true, value }
    } catch (error) {
      // A 4xx is the server's final word; a lost call or a 5xx may have gone through, so its key stays for a retry.
      if (error instanceof ApiError && error.status < 500) pending.current = null
      return { ok: false, ...failureOf(error) }
    }
  }
  return { run, busy: mutation.isPending }
}
