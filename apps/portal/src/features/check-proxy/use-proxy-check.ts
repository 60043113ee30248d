import type { CheckEvent, CheckProtocol } from '@proxy-portal/worker/contract/checker'
import { useCallback, useEffect, useRef, useState } from 'react'
import { api, unwrap } from '../../lib/api'
import { readNdjson } from './ndjson'

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
 * in the list at once. A refused request throws the API's error (ApiError) for the form to show.
 */
export function useProxyCheck() {
  const [run, setRun] = useState<CheckRun>(idle)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(async (input: { proxies: string; protocol: CheckProtocol }) => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setRun({ ...idle, running: true })
    try {
      const response = await api().api.proxy['check-proxy'].$post({ json: input }, { init: { signal: current.signal } })
      if (!response.ok || !response.body) await unwrap(Promise.resolve(response))
      await readNdjson<CheckEvent>(response.body as ReadableStream<Uint8Array>, (event) => {
        if (event.type === 'start') setRun((now) => ({ ...now, total: event.total, exitIpLookup: event.exitIpLookup }))
        if (event.type === 'result') {
          setRun((now) => ({ ...now, rows: [...now.rows, event].sort((a, b) => a.index - b.index) }))
        }
      })
      setRun((now) => ({ ...now, running: false }))
    } catch (error) {
      const stopped = current.signal.aborted
      setRun((now) => (stopped ? { ...now, running: false, stopped: true } : idle))
      if (!stopped) throw error
    }
  }, [])

  const stop = useCallback(() => controller.current?.abort(), [])
  return { run, start, stop }
}
