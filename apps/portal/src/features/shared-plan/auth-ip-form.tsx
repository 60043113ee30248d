import { MAX_AUTH_IPS } from '@proxy-portal/worker/contract/plans'
import { useId, useState } from 'react'
import { toast } from '../../components/ui/toast'
import { m } from '../../paraglide/messages'
import { CallResult, type Shown } from './call-result'
import type { CallOutcome } from './use-plan-call'

/**
 * Auth IPs of a plan or a trial: one IPv4 per line, at most 3, not the same list again. The rule is
 * shown; the server checks it and answers INVALID_IP or SAME_OLD_AUTH_IP, shown with their texts.
 */
export function AuthIpForm({ current, save }: { current: string[]; save: (authIp: string) => Promise<CallOutcome<unknown>> }) {
  const id = useId()
  const [text, setText] = useState(current.join('\n'))
  const [shown, setShown] = useState<Shown>(null)
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    const done = await save(text)
    setBusy(false)
    if (done.ok) toast.success(m.plan_auth_ip_saved())
    setShown(done.ok ? null : done)
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <label className="fieldset-legend" htmlFor={id}>
        {m.plan_auth_ip_label()}
      </label>
      <textarea
        id={id}
        className="textarea w-full font-mono"
        rows={MAX_AUTH_IPS}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-rule`}
        placeholder="203.0.113.7"
      />
      <p id={`${id}-rule`} className="text-base-content/60 text-sm">
        {m.plan_auth_ip_rule({ max: MAX_AUTH_IPS })}
      </p>
      <CallResult shown={shown} />
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" />}
        {m.plan_auth_ip_save()}
      </button>
    </form>
  )
}
