import type { ValidationCode } from '@proxy-portal/worker/contract/validation'
import { TextField } from '../../components/ui/text-field'
import { m } from '../../paraglide/messages'

export type SiteEdit = {
  contacts: { social: string; channel: string; chat: string }
  company: { name: string; address: string; taxCode: string; email: string; hotline: string }
  tutorial: string
  sisters: { name: string; url: string; tagline: string }[]
}

type Props = { form: SiteEdit; onChange: (next: SiteEdit) => void; error: (path: string) => ValidationCode | undefined }

const contactLabels = { social: m.contact_social, channel: m.contact_channel, chat: m.contact_chat } as const
const companyLabels = {
  name: m.admin_company_name,
  address: m.admin_company_address,
  taxCode: m.admin_company_tax_code,
  email: m.admin_company_email,
  hotline: m.admin_company_hotline,
} as const

/** The fields of the shop's public texts, grouped as the settings keep them (the bounds are the API's: 120 characters, http(s) links). */
export function SiteFields({ form, onChange, error }: Props) {
  const contact = (key: keyof SiteEdit['contacts']) => (
    <TextField
      key={key}
      label={contactLabels[key]()}
      type="url"
      value={form.contacts[key]}
      onChange={(value) => onChange({ ...form, contacts: { ...form.contacts, [key]: value } })}
      error={error(`contacts.${key}`)}
      placeholder="https://"
      maxLength={500}
    />
  )
  const company = (key: keyof SiteEdit['company']) => (
    <TextField
      key={key}
      label={companyLabels[key]()}
      value={form.company[key]}
      onChange={(value) => onChange({ ...form, company: { ...form.company, [key]: value } })}
      error={error(`company.${key}`)}
      maxLength={key === 'email' ? 254 : 120}
    />
  )
  const sister = (at: number, key: keyof SiteEdit['sisters'][number], label: string) => (
    <TextField
      label={label}
      value={form.sisters[at]?.[key] ?? ''}
      onChange={(value) =>
        onChange({ ...form, sisters: form.sisters.map((site, index) => (index === at ? { ...site, [key]: value } : site)) })
      }
      error={error(
        `sisterSites.${form.sisters.slice(0, at).filter((site) => Object.values(site).some((text) => text.trim())).length}.${key}`,
      )}
      maxLength={key === 'url' ? 500 : 120}
    />
  )
  return (
    <>
      <fieldset className="grid gap-2 md:grid-cols-3">
        <legend className="font-semibold">{m.admin_contacts_title()}</legend>
        {(['social', 'channel', 'chat'] as const).map(contact)}
      </fieldset>
      <fieldset className="grid gap-2 md:grid-cols-2">
        <legend className="font-semibold">{m.admin_company_title()}</legend>
        {(['name', 'address', 'taxCode', 'email', 'hotline'] as const).map(company)}
      </fieldset>
      <TextField
        label={m.admin_tutorial_url()}
        type="url"
        value={form.tutorial}
        onChange={(tutorial) => onChange({ ...form, tutorial })}
        error={error('tutorialVideo.url')}
        placeholder="https://www.youtube.com/watch?v=…"
        maxLength={500}
      />
      {form.sisters.map((_, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the two banner places are fixed (left, right)
        <fieldset key={at} className="grid gap-2 md:grid-cols-3">
          <legend className="font-semibold">{m.admin_sister_title({ place: at + 1 })}</legend>
          {sister(at, 'name', m.admin_sister_name())}
          {sister(at, 'url', m.admin_sister_url())}
          {sister(at, 'tagline', m.admin_sister_tagline())}
        </fieldset>
      ))}
    </>
  )
}
