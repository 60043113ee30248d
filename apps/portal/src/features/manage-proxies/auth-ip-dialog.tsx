import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { MAX_AUTH_IPS } from '@proxy-portal/worker/contract/plans'
import { useState } from 'react'
import { AuthIpField } from '../../components/ui/auth-ip-field'
import { SubmitButton } from '../../components/ui/submit-button'
import { toast } from '../../components/ui/toast'
import { type Failure, useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { ActionDialog } from './action-dialog'
import { FailureAlert } from './failure-alert'
import { proxyCalls, proxyChange } from './proxy-calls'

/**
 * Auth IPs of the selected proxies: one IPv4 per line, at most 3, not the same list again. The rule is
 * shown; the server checks it and answers INVALID_IP or SAME_OLD_AUTH_IP, shown with their texts.
 */
export function AuthIpDialog({ proxies, onClose }: { proxies: BoughtProxyView[]; onClose: () => void }) {
  const { run, busy } = useApiMutation(proxyChange)
  // When every selected proxy has the same list, it is the starting point; otherwise an empty one.
  const lists = new Set(proxies.map((proxy) => proxy.authIps.join('\n')))
  const [text, setText] = useState(lists.size === 1 ? ([...lists][0] ?? '') : '')
  const [failure, setFailure] = useState<Failure | null>(null)
  const submit = async () => {
    const done = await run(() =>
      proxyCalls.authIp(
        proxies.map((proxy) => proxy._id),
        text,
      ),
    )
    setFailure(done.ok ? null : done)
    if (!done.ok) return
    toast.success(m.manage_auth_ip_saved())
    onClose()
  }
  return (
    <ActionDialog title={m.manage_auth_ip_title({ count: proxies.length })} onClose={onClose}>
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <AuthIpField label={m.manage_auth_ip_label()} rule={m.manage_auth_ip_rule({ max: MAX_AUTH_IPS })} value={text} onChange={setText} />
        <FailureAlert failure={failure} />
        <SubmitButton busy={busy} label={m.manage_save()} className="btn-primary btn-sm" />
      </form>
    </ActionDialog>
  )
}
