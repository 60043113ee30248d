import {
  CHECK_PROXY_HANDOFF_KEY,
  type CheckProtocol,
  CheckProxyInput,
  checkProtocols,
  MAX_CHECK_LINES,
  readCheckList,
} from '@proxy-portal/worker/contract/checker'
import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import { useEffect, useId, useRef, useState } from 'react'
import { Form } from '../../components/ui/form'
import { FormAlert } from '../../components/ui/form-alert'
import { SelectField } from '../../components/ui/select-field'
import { SubmitButton } from '../../components/ui/submit-button'
import type { Failure } from '../../lib/api-mutation'
import { checkForm } from '../../lib/form'
import { useForm } from '../../lib/use-form'
import { m } from '../../paraglide/messages'
import { validationText } from '../errors/validation-text'

const protocolText: Record<CheckProtocol, () => string> = {
  auto: m.check_proxy_protocol_auto,
  http: () => 'HTTP',
  socks5: () => 'SOCKS5',
}

type Values = { proxies: string; protocol: CheckProtocol }

/**
 * The list to check and the protocol. Lines are read with the API's own rules before sending, so a
 * bad line is named by its number at once, and the others are checked all the same. Lines another page handed over (sessionStorage) are put
 * in and checked as the page opens.
 */
export function CheckForm({
  running,
  onCheck,
  onStop,
}: {
  running: boolean
  onCheck: (input: Values) => Promise<Failure | null>
  onStop: () => void
}) {
  const id = useId()
  const form = useForm<Values>({ proxies: '', protocol: 'auto' })
  const { values, errors, set } = form
  const [failure, setFailure] = useState<ErrorCode | null>(null)
  const submit = async (input: Values) => {
    setFailure(null)
    // Every bad line is named beside the list; they hold up nothing: the good lines are checked, the bad
    // ones blanked (blank lines are skipped, so the results keep their line numbers).
    const valid = form.validate(CheckProxyInput, input) !== null
    const { proxies, badLines } = readCheckList(input.proxies)
    const bad = new Set(badLines)
    const good = {
      ...input,
      proxies: input.proxies
        .split('\n')
        .map((text, at) => (bad.has(at + 1) ? '' : text))
        .join('\n'),
    }
    if (!valid && (proxies.length === 0 || !checkForm(CheckProxyInput, good).ok)) return
    const failed = await onCheck(good)
    if (failed) setFailure(form.showFailure(failed))
  }
  // Once, as the page opens (a ref keeps the latest form functions without re-running the effect).
  const takeHandoff = useRef(() => {})
  takeHandoff.current = () => {
    const handed = sessionStorage.getItem(CHECK_PROXY_HANDOFF_KEY)
    if (handed === null) return
    sessionStorage.removeItem(CHECK_PROXY_HANDOFF_KEY)
    set('proxies')(handed)
    void submit({ proxies: handed, protocol: 'auto' })
  }
  useEffect(() => takeHandoff.current(), [])
  const badLines = Object.entries(errors)
    .filter(([path, code]) => path.startsWith('proxies.') && code)
    .map(([path, code]) => ({ line: Number(path.slice('proxies.'.length)), code }))
    .sort((a, b) => a.line - b.line)
  const listError = errors.proxies
  return (
    <Form onSubmit={() => void submit(values)} className="space-y-3">
      <FormAlert code={failure} />
      <div className="fieldset">
        <label className="fieldset-legend" htmlFor={id}>
          {m.check_proxy_list_label()}
        </label>
        <textarea
          id={id}
          className={`textarea h-44 w-full font-mono text-sm ${listError || badLines.length ? 'textarea-error' : ''}`}
          value={values.proxies}
          onChange={(event) => set('proxies')(event.target.value)}
          placeholder={'203.0.113.7:8080:user:pass\nuser:pass@203.0.113.8:3128\nsocks5://user:pass@[2001:db8::1]:1080\n203.0.113.9:8080'}
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          aria-invalid={listError || badLines.length ? true : undefined}
        />
        <p id={`${id}-hint`} className="text-base-content/60 text-sm">
          {m.check_proxy_list_hint({ max: MAX_CHECK_LINES })}
        </p>
        {(listError || badLines.length > 0) && (
          <ul className="text-error space-y-0.5 text-sm" role="alert">
            {listError && <li>{validationText(listError)}</li>}
            {badLines.length > 0 && !listError && <li className="font-medium">{m.check_proxy_bad_lines_skipped()}</li>}
            {badLines.map(({ line, code }) => (
              <li key={line}>{m.check_proxy_bad_line({ line, problem: code ? validationText(code) : '' })}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-64">
          <SelectField
            label={m.check_proxy_protocol()}
            value={values.protocol}
            onChange={(value) => set('protocol')(value as CheckProtocol)}
          >
            {checkProtocols.map((protocol) => (
              <option key={protocol} value={protocol}>
                {protocolText[protocol]()}
              </option>
            ))}
          </SelectField>
        </div>
        <SubmitButton busy={running} label={m.check_proxy_submit()} className="btn-primary" />
        {running && (
          <button type="button" className="btn btn-outline" onClick={onStop}>
            {m.check_proxy_stop()}
          </button>
        )}
      </div>
    </Form>
  )
}
