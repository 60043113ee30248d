import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { type PublicSettings, UpdateSettingsInput } from '@proxy-portal/worker/contract/settings'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { checkForm, type FieldErrors } from '../../lib/form'
import { m } from '../../paraglide/messages'
import { publicSettingsQuery } from '../settings/public-settings-query'
import { adminCalls } from './admin-calls'
import { adminSettingsQuery } from './queries'
import { type SiteEdit, SiteFields } from './site-settings-fields'

const blankSister = { name: '', url: '', tagline: '' }

function editOf(current: PublicSettings): SiteEdit {
  const { contacts, company } = current
  return {
    contacts: { social: contacts?.social ?? '', channel: contacts?.channel ?? '', chat: contacts?.chat ?? '' },
    company: {
      name: company?.name ?? '',
      address: company?.address ?? '',
      taxCode: company?.taxCode ?? '',
      email: company?.email ?? '',
      hotline: company?.hotline ?? '',
    },
    tutorial: current.tutorialVideo?.url ?? '',
    sisters: [0, 1].map((at) => ({ ...blankSister, ...current.sisterSites[at] })),
  }
}

const filled = (record: Record<string, string>) => Object.values(record).some((value) => value.trim() !== '')
/** Text left blank is not sent: an optional part goes, a required one is refused beside its field. */
const given = <T extends Record<string, string>>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value.trim() !== '')) as Partial<T>

const companyWithout = ({ taxCode: _, ...company }: SiteEdit['company']) => company

/**
 * What customer pages show of the shop (no shop text is written into them): the support links, the
 * company of the footers, the tutorial video and the two sister sites. A part left wholly blank is
 * cleared (the pages then say it is not set up); a part half filled is refused field by field.
 */
export function SiteSettings() {
  const { data: current } = useQuery(adminSettingsQuery)
  const { run, busy } = useApiMutation({ refresh: [['admin'], publicSettingsQuery.queryKey], handles: true })
  const [edited, setEdited] = useState<SiteEdit | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  if (!current) return null
  const form = edited ?? editOf(current)
  const save = async () => {
    setFailure(null)
    const checked = checkForm(UpdateSettingsInput, {
      settings: {
        contacts: filled(form.contacts) ? form.contacts : null,
        company: filled(form.company) ? { ...companyWithout(form.company), ...given({ taxCode: form.company.taxCode }) } : null,
        tutorialVideo: form.tutorial.trim() ? { url: form.tutorial.trim() } : null,
        sisterSites: form.sisters.filter(filled).map((site) => ({ name: site.name, url: site.url, ...given({ tagline: site.tagline }) })),
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
  return (
    <Form onSubmit={save} className="space-y-3">
      <FormAlert code={failure} />
      <SiteFields form={form} onChange={setEdited} error={(path) => errors[`settings.${path}`]} />
      <SubmitButton busy={busy} label={m.admin_save()} className="btn-primary btn-sm" />
    </Form>
  )
}
