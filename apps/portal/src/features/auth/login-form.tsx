import { LoginInput } from '@proxy-portal/worker/contract/auth'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { authCalls } from './auth-calls'
import { useAuthProviders } from './auth-providers-query'
import { GoogleSignIn } from './google-sign-in'
import { OtpDialog } from './otp-dialog'
import { useSignedIn } from './sign-in'
import { useLoginCaptcha } from './use-login-captcha'

type Attempt = { kind: 'password'; username: string; password: string } | { kind: 'google'; credential: string }

/**
 * Username or e-mail and password; the OTP dialog when two-factor is on; Google when configured; the
 * captcha once the API asks for it after too many wrong guesses (in the form and in the OTP dialog).
 */
export function LoginForm({ redirect, email }: { redirect?: string; email?: string }) {
  const form = useForm({ username: email ?? '', password: '' })
  const providers = useAuthProviders()
  const signedIn = useSignedIn()
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const [pending, setPending] = useState<Attempt | null>(null)
  const [otpFailure, setOtpFailure] = useState<ErrorCode | null>(null)
  const captcha = useLoginCaptcha()

  const { run, busy } = useApiMutation({ handles: true })
  const login = async (attempt: Attempt, code?: string) => {
    const captchaToken = await captcha.take()
    const done = await run(() =>
      attempt.kind === 'password'
        ? authCalls.login({ username: attempt.username, password: attempt.password, code, captchaToken })
        : authCalls.google({ credential: attempt.credential, code, captchaToken }),
    )
    if (done.ok) return signedIn(done.value.user, redirect)
    captcha.noteFailure(done.code)
    // With a code sent, a wrong code or the captcha's asking stays in the OTP dialog.
    if (done.code === 'MISSING_2FA' || (code && ['INVALID_2FA', 'CAPTCHA_REQUIRED', 'INVALID_CAPTCHA'].includes(done.code))) {
      setPending(attempt)
      setOtpFailure(code ? done.code : null)
      return
    }
    setPending(null)
    setFailure(form.showFailure(done))
  }

  const submit = () => {
    setFailure(null)
    const input = form.validate(LoginInput)
    if (input) void login({ kind: 'password', username: input.username, password: input.password })
  }

  return (
    <div className="space-y-4">
      <Form
        className="space-y-2"
        onSubmit={() => {
          submit()
        }}
      >
        <FormAlert code={failure} />
        <TextField
          label={m.field_username_or_email()}
          value={form.values.username}
          onChange={form.set('username')}
          error={form.errors.username}
          autoComplete="username"
        />
        <TextField
          label={m.field_password()}
          type="password"
          value={form.values.password}
          onChange={form.set('password')}
          error={form.errors.password}
          autoComplete="current-password"
        />
        <div className="flex justify-end">
          <Link to="/auth/forgot-password/{-$id}" params={{}} className="link link-hover inline-block py-1 text-sm">
            {m.forgot_password_link()}
          </Link>
        </div>
        {pending === null && captcha.widget}
        <SubmitButton busy={busy} label={m.action_login()} />
      </Form>
      {providers?.googleClientId && (
        <>
          <div className="divider text-sm">{m.or_divider()}</div>
          <GoogleSignIn clientId={providers.googleClientId} onCredential={(credential) => void login({ kind: 'google', credential })} />
        </>
      )}
      <p className="text-center text-sm">
        {m.no_account_yet()} {/* A guest sent here on the way to a page (the price list's 'buy') signs up and still arrives there. */}
        <Link to="/auth/register" search={{ redirect }} className="link font-semibold">
          {m.action_register()}
        </Link>
      </p>
      <OtpDialog
        open={pending !== null}
        busy={busy}
        failure={otpFailure}
        onCancel={() => setPending(null)}
        onSubmit={(code) => pending && void login(pending, code)}
      >
        {pending !== null && captcha.widget}
      </OtpDialog>
    </div>
  )
}
