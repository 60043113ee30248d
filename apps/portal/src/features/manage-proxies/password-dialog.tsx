import { ProxyPassword } from '@proxy-portal/worker/contract/bought-proxies'
import type { ValidationCode } from '@proxy-portal/worker/contract/validation'
import { Wand2 } from 'lucide-react'
import { useState } from 'react'
import * as v from 'valibot'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { type Failure, useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { ActionDialog } from './action-dialog'
import { FailureAlert } from './failure-alert'
import { generatePassword } from './generate-password'
import { proxyCalls, proxyChange } from './proxy-calls'

/**
 * A new password for the selected proxies in use. The rule (10 to 20 letters or digits) shows before
 * typing; the change is in force on the nodes within 2 minutes, and a proxy changes at most once per 2 minutes.
 */
export function PasswordDialog({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const { run, busy } = useApiMutation(proxyChange)
  const [password, setPassword] = useState('')
  const [invalid, setInvalid] = useState<ValidationCode | undefined>()
  const [failure, setFailure] = useState<Failure | null>(null)
  const submit = async () => {
    const checked = v.safeParse(ProxyPassword, password)
    setInvalid(checked.success ? undefined : (checked.issues[0].message as ValidationCode))
    if (!checked.success) return
    const done = await run(() => proxyCalls.changePassword(ids, password))
    setFailure(done.ok ? null : done)
    if (!done.ok) return
    toast.success(m.manage_password_changed({ count: done.value.updated }))
    onClose()
  }
  return (
    <ActionDialog title={m.manage_password_title({ count: ids.length })} onClose={onClose}>
      <form
        className="space-y-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <TextField
          label={m.manage_password_new()}
          value={password}
          onChange={(value) => {
            setPassword(value)
            setInvalid(undefined)
          }}
          error={invalid}
          hint={m.validation_proxyPasswordLength()}
          autoComplete="off"
          spellCheck={false}
        />
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            setPassword(generatePassword())
            setInvalid(undefined)
          }}
        >
          <Wand2 className="size-4" aria-hidden="true" /> {m.manage_password_generate()}
        </button>
        <p className="text-base-content/60 text-sm">{m.manage_password_note()}</p>
        <FailureAlert failure={failure} />
        <SubmitButton busy={busy} label={m.manage_password_change()} className="btn-primary btn-sm" />
      </form>
    </ActionDialog>
  )
}
