import { MAX_AUTH_IPS } from '@proxy-portal/worker/contract/plans'
import { useState } from 'react'
import { AuthIpField } from '../../components/ui/auth-ip-field'
import { toast } from '../../components/ui/toast'
import { type Keyed, useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { CallResult, type Shown } from './call-result'
import { planChange } from './plan-calls'

/**
 * Auth IPs of a plan or a trial: one IPv4 per line, at most 3, not the same list again. The rule is
 * shown; the server checks it and answers INVALID_IP or SAME_OLD_AUTH_IP, shown with their texts.
 */
export function AuthIpForm({ current, save }: { current: string[]; save: (authIp: string, keyed: Keyed) => Promise<unknown> }) {
  const [text, setText] = useState(current.join('\n'))
  const [shown, setShown] = useState<Shown>(null)
  const { run, busy } = useApiMutation(planChange)
  const submit = async () => {
    const done = await run((keyed) => save(text, keyed), text)
    if (done.ok) toast.success(m.plan_auth_ip_saved())
    setShown(done.ok ? null : { ok: false, code: done.code })
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <AuthIpField label={m.plan_auth_ip_label()} rule={m.plan_auth_ip_rule({ max: MAX_AUTH_IPS })} value={text} onChange={setText} />
      <CallResult shown={shown} />
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" />}
        {m.plan_auth_ip_save()}
      </button>
    </form>
  )
}
