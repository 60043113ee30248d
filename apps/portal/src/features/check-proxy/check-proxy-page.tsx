import { CheckForm } from './check-form'
import { CheckResults } from './check-results'
import { useProxyCheck } from './use-proxy-check'

/** /check-proxy: a list in, its results streaming into a table. */
export function CheckProxyPage() {
  const { run, start, stop } = useProxyCheck()
  return (
    <div className="card bg-base-100 border-base-300 border">
      <div className="card-body">
        <CheckForm running={run.running} onCheck={start} onStop={stop} />
        <CheckResults run={run} />
      </div>
    </div>
  )
}
