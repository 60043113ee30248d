import {
  IP_CHANGE_MAX_MINUTES,
  IP_CHANGE_MIN_MINUTES,
  IpChangeInterval,
  type IpChangeMode,
} from '@proxy-portal/worker/contract/bought-proxies'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { SelectField } from '../../components/ui/select-field'
import { SubmitButton } from '../../components/ui/submit-button'
import { toast } from '../../components/ui/toast'
import { type Failure, useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { ActionDialog } from './action-dialog'
import { FailureAlert } from './failure-alert'
import { proxyCalls, proxyChange } from './proxy-calls'

/** How the selected proxies change IP: by hand, or automatically every 5 to 1000 minutes (the rule is shown). */
export function IpChangeDialog({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const id = useId()
  const { run, busy } = useApiMutation(proxyChange)
  const [mode, setMode] = useState<IpChangeMode>('auto')
  const [interval, setMinutes] = useState('60')
  const [invalid, setInvalid] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const submit = async () => {
    const minutes = Number(interval)
    // The interval matters only for automatic changes; by hand, only the mode is sent.
    const ok = mode === 'manual' || v.is(IpChangeInterval, minutes)
    setInvalid(!ok)
    if (!ok) return
    const change = mode === 'auto' ? { ipChangeMode: mode, ipChangeInterval: minutes } : { ipChangeMode: mode }
    const done = await run(() => proxyCalls.updateList(ids, change))
    setFailure(done.ok ? null : done)
    if (!done.ok) return
    toast.success(m.manage_updated({ count: done.value.updated }))
    onClose()
  }
  return (
    <ActionDialog title={m.manage_ip_settings_title({ count: ids.length })} onClose={onClose}>
      <form
        className="space-y-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <SelectField label={m.manage_ip_mode()} value={mode} onChange={(value) => setMode(value as IpChangeMode)}>
          <option value="auto">{m.manage_ip_mode_auto()}</option>
          <option value="manual">{m.manage_ip_manual()}</option>
        </SelectField>
        {mode === 'auto' && (
          <div className="fieldset">
            <label className="fieldset-legend" htmlFor={id}>
              {m.manage_ip_interval()}
            </label>
            <input
              id={id}
              type="number"
              className={`input w-full ${invalid ? 'input-error' : ''}`}
              min={IP_CHANGE_MIN_MINUTES}
              max={IP_CHANGE_MAX_MINUTES}
              value={interval}
              onChange={(event) => setMinutes(event.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={`${id}-rule`}
            />
            <p
              id={`${id}-rule`}
              className={`text-sm ${invalid ? 'text-error' : 'text-base-content/60'}`}
              role={invalid ? 'alert' : undefined}
            >
              {m.validation_ipResetTime()}
            </p>
          </div>
        )}
        <FailureAlert failure={failure} />
        <SubmitButton busy={busy} label={m.manage_save()} className="btn-primary btn-sm" />
      </form>
    </ActionDialog>
  )
}
