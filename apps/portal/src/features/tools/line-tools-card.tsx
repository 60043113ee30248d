import { useId, useState } from 'react'
import { SelectField } from '../../components/ui/select-field'
import { m } from '../../paraglide/messages'
import { type SortOrder, sortOrders, tidyLines } from './line-tools'
import { ResultOutput } from './result-output'
import { ToolSection } from './tool-section'

const sortText: Record<SortOrder, () => string> = {
  none: m.tools_lines_sort_none,
  asc: m.tools_lines_sort_asc,
  desc: m.tools_lines_sort_desc,
}

/** Removes duplicate lines and sorts a list, as the reader picks. */
export function LineToolsCard() {
  const id = useId()
  const [text, setText] = useState('')
  const [dedupe, setDedupe] = useState(true)
  const [ignoreCase, setIgnoreCase] = useState(false)
  const [sort, setSort] = useState<SortOrder>('none')
  const tidied = tidyLines(text, { dedupe, sort, ignoreCase })
  return (
    <ToolSection id="line-tools" title={m.tools_lines_title()} intro={m.tools_lines_intro()}>
      <div className="fieldset min-w-0">
        <label className="fieldset-legend" htmlFor={id}>
          {m.tools_lines_input()}
        </label>
        <textarea
          id={id}
          className="textarea w-full font-mono text-sm"
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
          spellCheck={false}
        />
        <p id={`${id}-hint`} className="text-base-content/60 text-sm">
          {m.tools_lines_hint()}
        </p>
        <label className="label mt-2 cursor-pointer whitespace-normal">
          <input type="checkbox" className="checkbox checkbox-sm" checked={dedupe} onChange={(event) => setDedupe(event.target.checked)} />
          {m.tools_lines_dedupe()}
        </label>
        <label className="label cursor-pointer whitespace-normal">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={ignoreCase}
            onChange={(event) => setIgnoreCase(event.target.checked)}
          />
          {m.tools_lines_ignore_case()}
        </label>
        <SelectField label={m.tools_lines_sort()} value={sort} onChange={(value) => setSort(value as SortOrder)}>
          {sortOrders.map((order) => (
            <option key={order} value={order}>
              {sortText[order]()}
            </option>
          ))}
        </SelectField>
      </div>
      <ResultOutput
        text={tidied.lines.join('\n')}
        summary={m.tools_lines_summary({ input: tidied.input, output: tidied.lines.length, removed: tidied.removed })}
        fileName="lines.txt"
      />
    </ToolSection>
  )
}
