import { useId, useState } from 'react'
import { useHydrated } from '../../components/ui/form'
import { TextField } from '../../components/ui/text-field'
import { m } from '../../paraglide/messages'
import { type DelimiterChoice, DelimiterField } from './delimiter-field'
import { delimiterOf } from './delimiters'
import { ResultOutput } from './result-output'
import { splitText } from './split-text'

const newline: DelimiterChoice = { preset: 'newline', custom: '' }

/** /tools/splitString: split a text by a separator, keep the parts from a start to an end position, join them again. */
export function SplitStringTool() {
  const id = useId()
  const hydrated = useHydrated()
  const [text, setText] = useState('')
  const [split, setSplit] = useState(newline)
  const [join, setJoin] = useState(newline)
  const [start, setStart] = useState('1')
  const [end, setEnd] = useState('')
  const delimiter = delimiterOf(split.preset, split.custom)
  const result = splitText({ text, delimiter, start, end, joiner: delimiterOf(join.preset, join.custom) })
  const errors = result.ok ? {} : result.errors
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="card bg-base-100 border-base-300 min-w-0 border">
        {/* Until the page is interactive nothing typed would reach the tool: keep the fields off. */}
        <fieldset disabled={!hydrated} className="card-body min-w-0 gap-1">
          <label className="fieldset-legend" htmlFor={id}>
            {m.tools_split_input()}
          </label>
          <textarea
            id={id}
            className="textarea w-full font-mono text-sm"
            rows={10}
            value={text}
            onChange={(event) => setText(event.target.value)}
            spellCheck={false}
          />
          <DelimiterField label={m.tools_split_delimiter()} choice={split} onChange={setSplit} error={errors.delimiter} />
          <div className="grid gap-x-2 sm:grid-cols-2">
            <TextField
              label={m.tools_split_start()}
              value={start}
              onChange={setStart}
              error={errors.start}
              hint={m.tools_split_start_hint()}
              inputMode="numeric"
            />
            <TextField
              label={m.tools_split_end()}
              value={end}
              onChange={setEnd}
              error={errors.end}
              hint={m.tools_split_end_hint()}
              inputMode="numeric"
            />
          </div>
          <DelimiterField label={m.tools_split_joiner()} choice={join} onChange={setJoin} />
        </fieldset>
      </section>
      <section className="card bg-base-100 border-base-300 min-w-0 border">
        <div className="card-body">
          <ResultOutput
            text={result.ok ? result.output : ''}
            summary={result.ok ? m.tools_split_summary({ kept: result.kept, total: result.total }) : ''}
            fileName="split-result.txt"
            rows={16}
          />
        </div>
      </section>
    </div>
  )
}
