import type { ValidationCode } from '@proxy-portal/worker/contract/validation'
import { SelectField } from '../../components/ui/select-field'
import { TextField } from '../../components/ui/text-field'
import { m } from '../../paraglide/messages'
import { type DelimiterPreset, delimiterPresets } from './delimiters'

export type DelimiterChoice = { preset: DelimiterPreset; custom: string }

const presetText: Record<DelimiterPreset, () => string> = {
  newline: m.tools_delimiter_newline,
  comma: m.tools_delimiter_comma,
  semicolon: m.tools_delimiter_semicolon,
  tab: m.tools_delimiter_tab,
  space: m.tools_delimiter_space,
  pipe: m.tools_delimiter_pipe,
  colon: m.tools_delimiter_colon,
  custom: m.tools_delimiter_custom,
}

/** A separator: one of the usual ones, or one the reader types. */
export function DelimiterField({
  label,
  choice,
  onChange,
  error,
}: {
  label: string
  choice: DelimiterChoice
  onChange: (choice: DelimiterChoice) => void
  error?: ValidationCode
}) {
  return (
    <div className="grid gap-x-2 sm:grid-cols-2">
      <SelectField label={label} value={choice.preset} onChange={(preset) => onChange({ ...choice, preset: preset as DelimiterPreset })}>
        {delimiterPresets.map((preset) => (
          <option key={preset} value={preset}>
            {presetText[preset]()}
          </option>
        ))}
      </SelectField>
      {choice.preset === 'custom' && (
        <TextField
          label={m.tools_delimiter_custom_label()}
          value={choice.custom}
          onChange={(custom) => onChange({ ...choice, custom })}
          error={error}
          spellCheck={false}
          className="grow font-mono"
        />
      )}
    </div>
  )
}
