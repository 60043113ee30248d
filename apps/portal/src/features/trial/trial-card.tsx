import { TRIAL_AMOUNT, TRIAL_COUNTRY, TRIAL_MS, type TrialView } from '@proxy-portal/worker/contract/plans'
import { useQuery } from '@tanstack/react-query'
import { FlaskConical } from 'lucide-react'
import { useState } from 'react'
import { CopyButton } from '../../components/ui/copy-button'
import { Spinner } from '../../components/ui/spinner'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
// The auth-IP form and the call helper are the plan's; the trial is the plan's free preview.
import { AuthIpForm } from '../shared-plan/auth-ip-form'
import { CallResult, type Shown } from '../shared-plan/call-result'
import { planCalls, planChange } from '../shared-plan/plan-calls'
import { myTrialQuery } from './queries'

function TrialProxies({ trial }: { trial: TrialView }) {
  const lines = trial.proxies.map((proxy) => `${proxy.host}:${proxy.httpPort ?? proxy.socksPort}`)
  return (
    <div className="space-y-3">
      <p className="text-sm">{m.trial_running({ time: formatDateTime(trial.expiresAt) })}</p>
      <div className="bg-base-200 rounded-box flex flex-wrap items-center gap-x-4 gap-y-2 p-3 text-sm">
        <span>
          {m.plan_username()} <code data-testid="trial-username">{trial.username}</code>
        </span>
        <CopyButton text={trial.username} />
        <span>
          {m.plan_password()} <code data-testid="trial-password">{trial.password}</code>
        </span>
        <CopyButton text={trial.password} />
      </div>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{m.trial_proxies({ count: lines.length })}</span>
        <CopyButton text={lines.map((line) => `${line}:${trial.username}:${trial.password}`).join('\n')} label={m.trial_copy_all()} />
      </div>
      <ul className="grid gap-1 font-mono text-sm sm:grid-cols-2" data-testid="trial-proxies">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <AuthIpForm current={trial.authIps} save={planCalls.trialAuthIp} />
    </div>
  )
}

/** The free trial ('try free'): US shared proxies for a while, once per account; embeddable (the dashboard shows it too). */
export function TrialCard() {
  const { data: trial, isPending } = useQuery(myTrialQuery)
  const { run, busy } = useApiMutation(planChange)
  const [shown, setShown] = useState<Shown>(null)
  const start = async () => {
    const done = await run((keyed) => planCalls.startTrial(TRIAL_COUNTRY, keyed), 'trial')
    setShown(done.ok ? null : { ok: false, code: done.code })
  }
  const running = trial?.status === 'trying'
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="trial-title" data-testid="trial-card">
      <div className="card-body gap-3">
        <h2 id="trial-title" className="card-title">
          <FlaskConical className="size-5" aria-hidden="true" />
          {m.trial_title()}
          {running && <span className="badge badge-info">{m.order_status_trying()}</span>}
        </h2>
        {isPending ? (
          <Spinner />
        ) : trial === null || trial === undefined ? (
          <>
            <p className="text-sm">{m.trial_intro({ amount: TRIAL_AMOUNT, minutes: TRIAL_MS / 60_000 })}</p>
            <CallResult shown={shown} />
            <button type="button" className="btn btn-primary self-start" disabled={busy} onClick={() => void start()}>
              {busy && <span className="loading loading-spinner loading-sm" />}
              {m.trial_start()}
            </button>
          </>
        ) : running ? (
          <TrialProxies trial={trial} />
        ) : (
          <p className="text-base-content/70 text-sm">{m.trial_used()}</p>
        )}
      </div>
    </section>
  )
}
