import type { CheckEvent, CheckProtocol } from '@proxy-portal/worker/contract/checker'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type Failure, useApiMutation } from '../../lib/api-mutation'
import { checkProxies } from './check-calls'

export type CheckRow = Extract<CheckEvent, { type: 'result' }>

export type CheckRun = {
  running: boolean
  /** How many the server is checking (its start event); null before a check started. */
  total: number | null
  exitIpLookup: boolean
  /** Results in list order, filled in as they arrive. */
  rows: CheckRow[]
  stopped: boolean
}

const idle: CheckRun = { running: false, total: null, exitIpLookup: true, rows: [], stopped: false }

/**
 * One check at a time, read from the streamed answer as it comes: each result goes into its place
 * in the list at once. A refused request answers its failure for the form to show (null otherwise).
 */
export function useProxyCheck() {
  const [run, setRun] = useState<CheckRun>(idle)
  const checking = useApiMutation({ handles: true })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(
    async (input: { proxies: string; protocol: CheckProtocol }): Promise<Failure | null> => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      setRun({ ...idle, running: true })
      const done = await checking.run((keyed) =>
        checkProxies(
          input,
          current.signal,
          (event) => {
            if (event.type === 'start') setRun((now) => ({ ...now, total: event.total, exitIpLookup: event.exitIpLookup }))
            if (event.type === 'result') setRun((now) => ({ ...now, rows: [...now.rows, event].sort((a, b) => a.index - b.index) }))
          },
          keyed,
        ),
      )
      if (done.ok) {
        setRun((now) => ({ ...now, running: false }))
        return null
      }
      const stopped = current.signal.aborted
      setRun((now) => (stopped ? { ...now, running: false, stopped: true } : idle))
      return stopped ? null : done
    },
    [checking.run],
  )

  const stop = useCallback(() => controller.current?.abort(), [])
  return { run, start, stop }
}
