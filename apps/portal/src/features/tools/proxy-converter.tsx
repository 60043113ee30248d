import { DEFAULT_TEMPLATE, exportFile } from '@proxy-portal/worker/contract/export-formats'
import { useId, useState } from 'react'
import { ExportChoiceFields, type ExportDraft, isExportable } from '../../components/ui/export-choice-fields'
import { m } from '../../paraglide/messages'
import { validationText } from '../errors/validation-text'
import { convertProxies, pastedFields } from './proxy-convert'
import { readPastedList } from './proxy-input'
import { ResultOutput } from './result-output'
import { ToolSection } from './tool-section'

/** Proxy lines in any of the usual notations, rewritten in any export format; lines it cannot read are named. */
export function ProxyConverter() {
  const id = useId()
  const [text, setText] = useState('')
  const [draft, setDraft] = useState<ExportDraft>({ format: 'socks5', template: DEFAULT_TEMPLATE })
  const { proxies, invalidLines } = readPastedList(text)
  const output = proxies.length > 0 && isExportable(draft) ? convertProxies(proxies, draft) : ''
  const file = exportFile(draft.format)
  return (
    <ToolSection id="proxy-converter" title={m.tools_converter_title()} intro={m.tools_converter_intro()}>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="fieldset min-w-0">
          <label className="fieldset-legend" htmlFor={id}>
            {m.tools_converter_input()}
          </label>
          <textarea
            id={id}
            className={`textarea w-full font-mono text-sm ${invalidLines.length ? 'textarea-error' : ''}`}
            rows={8}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-hint`}
            spellCheck={false}
            placeholder="203.0.113.7:8080:user:pass"
          />
          <p id={`${id}-hint`} className="text-base-content/60 text-sm break-words">
            {m.tools_converter_input_hint()}
          </p>
          {invalidLines.length > 0 && (
            <div role="alert" className="alert alert-error alert-soft text-sm">
              <div className="min-w-0 break-words">
                <p>{validationText('proxyCheckFormat')}</p>
                <p className="font-medium">{m.tools_converter_invalid_lines({ lines: invalidLines.join(', ') })}</p>
              </div>
            </div>
          )}
          <ExportChoiceFields draft={draft} onChange={setDraft} fields={pastedFields} />
        </div>
        <ResultOutput
          text={output}
          summary={m.tools_converter_summary({ count: output ? proxies.length : 0 })}
          fileName={`proxies.${file.extension}`}
          mediaType={file.mediaType}
          rows={12}
        />
      </div>
    </ToolSection>
  )
}
