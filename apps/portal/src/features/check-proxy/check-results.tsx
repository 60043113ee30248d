import { Copy } from 'lucide-react'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { toast } from '../../components/ui/toast'
import { m } from '../../paraglide/messages'
import { failureText } from './failure-text'
import type { CheckRow, CheckRun } from './use-proxy-check'

const filters = ['all', 'alive', 'dead'] as const
type Filter = (typeof filters)[number]
const filterText = { all: m.check_proxy_filter_all, alive: m.check_proxy_filter_alive, dead: m.check_proxy_filter_dead }
const protocolNames = { http: 'HTTP', socks5: 'SOCKS5' }

const ms = (value: number | null) => (value === null ? '–' : m.check_proxy_ms({ ms: value }))

function ResultRow({ row, exitIpLookup }: { row: CheckRow; exitIpLookup: boolean }) {
  return (
    <tr data-testid="check-row">
      <td className="tabular-nums">{row.line}</td>
      <td className="max-w-72 truncate font-mono text-xs" title={row.proxy}>
        {row.proxy}
      </td>
      <td>
        <span className={`badge badge-sm ${row.alive ? 'badge-success' : 'badge-error'}`}>
          {row.alive ? m.manage_health_alive() : m.check_proxy_dead()}
        </span>
      </td>
      <td>{row.protocols.map((protocol) => protocolNames[protocol]).join(', ') || '–'}</td>
      <td className="tabular-nums">{ms(row.latencyMs)}</td>
      <td className="tabular-nums">
        {ms(row.connectMs)} / {ms(row.handshakeMs)}
      </td>
      <td className="font-mono text-xs">{row.exitIp ?? (row.alive && exitIpLookup ? m.check_proxy_exit_ip_unknown() : '–')}</td>
      <td className="text-sm">{row.failure ? failureText[row.failure]() : ''}</td>
    </tr>
  )
}

/** Progress while the answer streams in, then the results: filter alive/dead, copy the alive ones. */
export function CheckResults({ run }: { run: CheckRun }) {
  const [filter, setFilter] = useState<Filter>('all')
  if (run.total === null) return null
  const alive = run.rows.filter((row) => row.alive)
  const counts = { all: run.rows.length, alive: alive.length, dead: run.rows.length - alive.length }
  const shown = filter === 'all' ? run.rows : run.rows.filter((row) => row.alive === (filter === 'alive'))
  const copyAlive = () =>
    navigator.clipboard.writeText(alive.map((row) => row.proxy).join('\n')).then(
      () => toast.success(m.check_proxy_copied_alive({ count: alive.length })),
      () => toast.error(m.check_proxy_copy_failed()),
    )
  return (
    <section className="mt-6 space-y-3" data-testid="check-results">
      <div className="space-y-1">
        <div className="flex flex-wrap justify-between gap-2 text-sm" role="status" aria-live="polite">
          <span data-testid="check-progress">{m.check_proxy_progress({ done: run.rows.length, total: run.total })}</span>
          <span>{m.check_proxy_counts({ alive: counts.alive, dead: counts.dead })}</span>
        </div>
        <progress className="progress progress-primary w-full" value={run.rows.length} max={Math.max(run.total, 1)} />
        {run.stopped && <p className="text-warning text-sm">{m.check_proxy_stopped()}</p>}
        {!run.exitIpLookup && <p className="text-base-content/70 text-sm">{m.check_proxy_no_exit_ip()}</p>}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="join" role="group" aria-label={m.check_proxy_filter()}>
          {filters.map((name) => (
            <button
              key={name}
              type="button"
              className={`btn btn-sm join-item ${filter === name ? 'btn-active' : ''}`}
              aria-pressed={filter === name}
              onClick={() => setFilter(name)}
            >
              {filterText[name]({ count: counts[name] })}
            </button>
          ))}
        </div>
        <button type="button" className="btn btn-sm btn-outline" disabled={alive.length === 0} onClick={() => void copyAlive()}>
          <Copy className="size-4" aria-hidden="true" /> {m.check_proxy_copy_alive({ count: alive.length })}
        </button>
      </div>
      <ListTable
        testId="check-table"
        empty={shown.length === 0}
        columns={[
          { label: m.check_proxy_col_line() },
          { label: m.check_proxy_col_proxy() },
          { label: m.check_proxy_col_status() },
          { label: m.check_proxy_col_protocols() },
          { label: m.check_proxy_col_latency() },
          { label: m.check_proxy_col_timings() },
          { label: m.check_proxy_col_exit_ip() },
          { label: m.check_proxy_col_reason() },
        ]}
      >
        {shown.map((row) => (
          <ResultRow key={row.index} row={row} exitIpLookup={run.exitIpLookup} />
        ))}
      </ListTable>
    </section>
  )
}
