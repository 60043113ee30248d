import { type ExportFormat, exportFormats, isValidTemplate, templateFields } from '@proxy-portal/worker/contract/export-formats'
import { useId, useState } from 'react'
import { m } from '../../paraglide/messages'
import type { Settings } from '../../utils/state'
import { saveCopyFormat } from './settings-save'
import type { Say } from './toast'

/** Line formats read as what they write (the same in every language); the others are named. */
const formatText: Record<ExportFormat, () => string> = {
  colon: () => 'ip:port:user:pass',
  at: () => 'user:pass@ip:port',
  http: () => 'http://user:pass@ip:port',
  socks5: () => 'socks5://user:pass@ip:port',
  csv: () => 'CSV',
  json: () => 'JSON',
  custom: m.plan_export_custom,
}

/** The copy format, and the template when custom: saved as chosen, a template only while valid. */
export function CopyFormatBlock({ settings, say }: { settings: Settings; say: Say }) {
  const id = useId()
  const [format, setFormat] = useState(settings.copyFormat)
  const [template, setTemplate] = useState(settings.copyTemplate)
  const invalid = format === 'custom' && !isValidTemplate(template)
  const save = async (nextFormat: ExportFormat, nextTemplate: string, announce: boolean) => {
    setFormat(nextFormat)
    setTemplate(nextTemplate)
    if ((await saveCopyFormat(nextFormat, nextTemplate)) && announce) say(m.ext_settings_saved())
  }
  return (
    <section className="block">
      <label className="h3" htmlFor={`${id}-format`}>
        {m.ext_settings_copy_format()}
      </label>
      <select id={`${id}-format`} value={format} onChange={(event) => void save(event.target.value as ExportFormat, template, true)}>
        {exportFormats.map((item) => (
          <option key={item} value={item}>
            {formatText[item]()}
          </option>
        ))}
      </select>
      <div className="field" hidden={format !== 'custom'}>
        <label htmlFor={`${id}-template`}>{m.ext_settings_template()}</label>
        <input
          id={`${id}-template`}
          className="mono"
          value={template}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-error ${id}-hint`}
          onChange={(event) => void save(format, event.target.value, false)}
        />
        <p className="error" id={`${id}-error`} role="alert">
          {invalid ? m.validation_exportFormatInvalid() : ''}
        </p>
        <p className="hint" id={`${id}-hint`}>
          {m.plan_export_placeholders({ list: templateFields.map((name) => `{${name}}`).join(' ') })}
        </p>
      </div>
    </section>
  )
}
