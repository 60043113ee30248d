import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { UpdateSettingsInput } from '@proxy-portal/worker/contract/settings'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { checkForm, type FieldErrors } from '../../lib/form'
import { m } from '../../paraglide/messages'
import { Toggle } from '../admin-catalogue/admin-fields'
import { authProvidersQuery } from '../auth/auth-providers-query'
import { adminCalls } from './admin-calls'
import { adminSettingsQuery } from './queries'

type Edit = { register: boolean; signIn: boolean; minScore: string }

const providerText = {
  off: m.admin_captcha_provider_off,
  turnstile: () => 'Cloudflare Turnstile',
  'recaptcha-v2': () => 'Google reCAPTCHA v2',
  'recaptcha-v3': () => 'Google reCAPTCHA v3',
} as const

/**
 * Where the captcha is asked. The provider and its keys are the deployment's (the secret is a Worker
 * secret, never a setting), so they are shown, not edited.
 */
export function CaptchaSettings() {
  const { data: current } = useQuery(adminSettingsQuery)
  const { data: providers } = useQuery(authProvidersQuery)
  const { run, busy } = useApiMutation({ refresh: [['admin'], authProvidersQuery.queryKey], handles: true })
  const [edited, setEdited] = useState<Edit | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  if (!current || !providers) return null
  const form: Edit = edited ?? {
    register: current.captcha.register,
    signIn: current.captcha.signIn,
    minScore: current.captcha.minScorePercent === undefined ? '' : String(current.captcha.minScorePercent),
  }
  const save = async () => {
    setFailure(null)
    const minScore = form.minScore.trim()
    const checked = checkForm(UpdateSettingsInput, {
      settings: {
        captcha: {
          register: form.register,
          signIn: form.signIn,
          ...(minScore === '' ? {} : { minScorePercent: Number(minScore) }),
        },
      },
    })
    setErrors(checked.ok ? {} : checked.errors)
    if (!checked.ok) return
    const done = await run((keyed) => adminCalls.updateSettings(checked.output, keyed))
    if (!done.ok) {
      setErrors(done.fields)
      return setFailure(Object.keys(done.fields).length > 0 ? null : done.code)
    }
    toast.success(m.admin_settings_saved())
    setEdited(null)
  }
  const provider = providers.captcha.provider
  return (
    <Form onSubmit={save} className="space-y-3">
      <FormAlert code={failure} />
      <p className="text-sm">
        {m.admin_captcha_provider({ provider: providerText[provider]() })}
        {providers.captcha.siteKey && <span className="ml-1 break-all opacity-70">({providers.captcha.siteKey})</span>}
      </p>
      {provider === 'off' && <p className="text-sm opacity-70">{m.admin_captcha_off_hint()}</p>}
      <div className="flex flex-wrap gap-x-6">
        <Toggle label={m.admin_captcha_register()} checked={form.register} onChange={(register) => setEdited({ ...form, register })} />
        <Toggle label={m.admin_captcha_sign_in()} checked={form.signIn} onChange={(signIn) => setEdited({ ...form, signIn })} />
      </div>
      <TextField
        label={m.admin_captcha_min_score()}
        hint={m.admin_captcha_min_score_hint()}
        value={form.minScore}
        onChange={(value) => setEdited({ ...form, minScore: value.replace(/\D/g, '') })}
        error={errors['settings.captcha.minScorePercent']}
        inputMode="numeric"
      />
      <SubmitButton busy={busy} label={m.admin_save()} className="btn-primary" />
    </Form>
  )
}
