import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { PasswordCodeInput, PasswordInput, type UserView } from '@proxy-portal/worker/contract/user'
import { useState } from 'react'
import { CodeField } from '../../components/ui/code-field'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { QrImage } from '../../components/ui/qr-image'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { SESSION_KEY } from '../session/session-query'
import { accountCalls } from './account-calls'

type Setup = { secret: string; otpauthUri: string }

/** Two-factor on /account: on with the password (secret, URI and QR shown), confirmed by a code; off with password and code. */
export function TwoFactorCard({ user }: { user: UserView }) {
  const form = useForm({ password: '', code: '' })
  const [setup, setSetup] = useState<Setup | null>(null)
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const { run, busy } = useApiMutation({ refresh: [SESSION_KEY], handles: true })
  const finish = (message: string) => {
    toast.success(message)
    setSetup(null)
    form.setValues({ password: '', code: '' })
  }

  const submit = async () => {
    setFailure(null)
    if (!user.twoFactorEnabled && !setup) {
      const input = form.validate(PasswordInput)
      if (!input) return
      const started = await run((keyed) => accountCalls.startTwoFactor(input.password, keyed))
      return started.ok ? setSetup(started.value) : setFailure(form.showFailure(started))
    }
    const input = form.validate(PasswordCodeInput)
    if (!input) return
    const done = await run((keyed) =>
      user.twoFactorEnabled ? accountCalls.turnOffTwoFactor(input, keyed) : accountCalls.confirmTwoFactor(input, keyed),
    )
    if (!done.ok) return setFailure(form.showFailure(done))
    finish(user.twoFactorEnabled ? m.two_factor_disabled_toast() : m.two_factor_enabled_toast())
  }
  const needsCode = user.twoFactorEnabled || setup !== null

  return (
    <Form
      className="space-y-2"
      onSubmit={() => {
        void submit()
      }}
    >
      <p>
        <span className={`badge ${user.twoFactorEnabled ? 'badge-success' : 'badge-ghost'}`}>
          {user.twoFactorEnabled ? m.two_factor_on() : m.two_factor_off()}
        </span>
      </p>
      <p className="text-base-content/70 text-sm">{m.two_factor_recommended()}</p>
      <FormAlert code={failure} />
      {setup && (
        <div className="bg-base-200 flex flex-wrap items-center gap-4 rounded-box p-4">
          <QrImage text={setup.otpauthUri} alt={m.two_factor_qr_alt()} className="size-40" />
          <div className="min-w-0 space-y-1 text-sm">
            <p>{m.two_factor_scan()}</p>
            <p>
              {m.two_factor_secret()}: <code data-testid="totp-secret">{setup.secret}</code>
            </p>
            <p className="break-all text-xs opacity-70">{setup.otpauthUri}</p>
          </div>
        </div>
      )}
      <TextField
        label={m.field_password()}
        type="password"
        value={form.values.password}
        onChange={form.set('password')}
        error={form.errors.password}
        autoComplete="current-password"
      />
      {needsCode && (
        <CodeField label={m.field_two_factor_code()} value={form.values.code} onChange={form.set('code')} error={form.errors.code} />
      )}
      <SubmitButton
        busy={busy}
        className={user.twoFactorEnabled ? 'btn-error' : 'btn-primary'}
        label={user.twoFactorEnabled ? m.two_factor_turn_off() : setup ? m.two_factor_activate() : m.two_factor_turn_on()}
      />
    </Form>
  )
}
