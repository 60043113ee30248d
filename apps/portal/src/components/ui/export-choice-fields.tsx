import { type ExportFormat, exportFormats, isValidTemplate, type TemplateField } from '@proxy-portal/worker/contract/export-formats'
import { useId } from 'react'
import { validationText } from '../../features/errors/validation-text'
import { m } from '../../paraglide/messages'

/** An export choice being edited: the template is kept while another format is picked. */
export type ExportDraft = { format: ExportFormat; template: string }

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

/** Whether a draft can be written: a custom template must be valid (spec: export format must be valid). */
export const isExportable = (draft: ExportDraft) => draft.format !== 'custom' || isValidTemplate(draft.template)

/** The export format select and, for a custom template, its field with the placeholders it may use. */
export function ExportChoiceFields({
  draft,
  onChange,
  fields,
}: {
  draft: ExportDraft
  onChange: (draft: ExportDraft) => void
  fields: readonly TemplateField[]
}) {
  const id = useId()
  const invalid = !isExportable(draft)
  return (
    <div className="grid min-w-0 gap-2 sm:grid-cols-2">
      <div className="fieldset">
        <label className="fieldset-legend" htmlFor={`${id}-format`}>
          {m.plan_export_format()}
        </label>
        <select
          id={`${id}-format`}
          className="select w-full"
          value={draft.format}
          onChange={(event) => onChange({ ...draft, format: event.target.value as ExportFormat })}
        >
          {exportFormats.map((format) => (
            <option key={format} value={format}>
              {formatText[format]()}
            </option>
          ))}
        </select>
      </div>
      {draft.format === 'custom' && (
        <div className="fieldset min-w-0">
          <label className="fieldset-legend" htmlFor={`${id}-template`}>
            {m.plan_export_template()}
          </label>
          <input
            id={`${id}-template`}
            className={`input w-full font-mono ${invalid ? 'input-error' : ''}`}
            value={draft.template}
            onChange={(event) => onChange({ ...draft, template: event.target.value })}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-template-error ${id}-template-hint` : `${id}-template-hint`}
            spellCheck={false}
          />
          {invalid && (
            <p id={`${id}-template-error`} className="text-error text-sm" role="alert">
              {validationText('exportFormatInvalid')}
            </p>
          )}
          <p id={`${id}-template-hint`} className="text-base-content/60 text-sm break-words">
            {m.plan_export_placeholders({ list: fields.map((field) => `{${field}}`).join(' ') })}
          </p>
        </div>
      )}
    </div>
  )
}
