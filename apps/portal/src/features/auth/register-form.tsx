import { RegisterInput } from '@proxy-portal/worker/contract/auth'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { useApiMutation } from '../../lib/api-mutation'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { rememberedReferral } from '../agency/referral-cookie'
import { validationText } from '../errors/validation-text'
import { authCalls } from './auth-calls'
import { useAuthProviders } from './auth-providers-query'
import { CaptchaWidget, recaptchaV3Token } from './captcha-widget'
import { trafficSource } from './traffic-source'

/** Registration; on success the caller shows the e-mail code step. */
export function RegisterForm({ affiliateCode, onRegistered }: { affiliateCode?: string; onRegistered: (email: string) => void }) {
  const form = useForm({ email: '', name: '', password: '', confirmPassword: '', affiliateCode: affiliateCode ?? '', acceptTerms: false })
  const providers = useAuthProviders()
  const [captchaToken, setCaptchaToken] = useState<string>()
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const onCaptcha = useCallback((token: string | undefined) => setCaptchaToken(token), [])
  // A referral link followed earlier (kept in a cookie) fills the code when the address names none;
  // read after hydration, as the server renders the form without the browser's cookie.
  const { setValues } = form
  useEffect(() => {
    const kept = affiliateCode ? undefined : rememberedReferral()
    if (kept) setValues((current) => (current.affiliateCode ? current : { ...current, affiliateCode: kept }))
  }, [affiliateCode, setValues])

  const { run, busy } = useApiMutation({ handles: true })

  const submit = async () => {
    setFailure(null)
    const captcha = providers?.captcha
    const token = !captcha?.register
      ? undefined
      : captcha.provider === 'recaptcha-v3' && captcha.siteKey
        ? await recaptchaV3Token(captcha.siteKey).catch(() => undefined)
        : captchaToken
    const input = form.validate(RegisterInput, { captchaToken: token, ...trafficSource() })
    if (!input) return
    const done = await run(() => authCalls.register(input))
    if (done.ok) onRegistered(done.value.email)
    else setFailure(form.showFailure(done))
  }

  const { values, errors, set } = form
  return (
    <Form
      className="space-y-1"
      onSubmit={() => {
        void submit()
      }}
    >
      <FormAlert code={failure} />
      <TextField
        label={m.field_email()}
        type="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        autoComplete="email"
      />
      <TextField label={m.field_name()} value={values.name} onChange={set('name')} error={errors.name} autoComplete="name" />
      <TextField
        label={m.field_password()}
        type="password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        autoComplete="new-password"
        hint={m.password_rule()}
      />
      <TextField
        label={m.field_confirm_password()}
        type="password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
        autoComplete="new-password"
      />
      <TextField
        label={m.field_affiliate_code()}
        value={values.affiliateCode}
        onChange={set('affiliateCode')}
        error={errors.affiliateCode}
        hint={m.affiliate_code_rule()}
      />
      <label className="label mt-2 cursor-pointer items-start gap-2 whitespace-normal">
        <input
          type="checkbox"
          className="checkbox checkbox-sm mt-0.5"
          checked={values.acceptTerms}
          onChange={(event) => set('acceptTerms')(event.target.checked)}
        />
        <span className="text-sm">
          {m.accept_terms_prefix()}{' '}
          <Link to="/terms-of-service" className="link font-semibold" target="_blank">
            {m.page_terms_title()}
          </Link>
        </span>
      </label>
      {errors.acceptTerms && (
        <p className="text-error text-sm" role="alert">
          {validationText(errors.acceptTerms)}
        </p>
      )}
      {/* Off, the widget says so in local mode; on, it shows only where an admin has it asked. */}
      {providers && (providers.captcha.provider === 'off' || providers.captcha.register) && (
        <div className="py-2">
          <CaptchaWidget captcha={providers.captcha} onToken={onCaptcha} />
        </div>
      )}
      <SubmitButton busy={busy} label={m.action_register()} />
      <p className="pt-2 text-center text-sm">
        {m.have_account()}{' '}
        <Link to="/auth/login" className="link font-semibold">
          {m.action_login()}
        </Link>
      </p>
    </Form>
  )
}
