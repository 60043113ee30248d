import { PROXY_PASSWORD_MAX, PROXY_PASSWORD_MIN } from '@proxy-portal/worker/contract/bought-proxies'
import { useEffect, useState } from 'react'
import { SelectField } from '../../components/ui/select-field'
import { TextField } from '../../components/ui/text-field'
import { m } from '../../paraglide/messages'
import { validationText } from '../errors/validation-text'
import { generatePassword } from './password'
import { ResultOutput } from './result-output'
import { ToolSection } from './tool-section'
import { readWholeNumber } from './whole-number'

const MAX_COUNT = 100
const lengths = Array.from({ length: PROXY_PASSWORD_MAX - PROXY_PASSWORD_MIN + 1 }, (_, at) => PROXY_PASSWORD_MIN + at)

/** Proxy passwords from the browser's cryptographic random source, at a chosen length and count. */
export function PasswordGenerator() {
  const [length, setLength] = useState(16)
  const [countText, setCountText] = useState('5')
  const [passwords, setPasswords] = useState<string[]>([])
  const count = readWholeNumber(countText)
  const countOk = typeof count === 'number' && count <= MAX_COUNT
  const generate = () => {
    if (countOk) setPasswords(Array.from({ length: count }, () => generatePassword(length)))
  }
  // Made in the browser only: a password rendered on the server would travel in the page's HTML.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one batch when the tool opens; later ones on request
  useEffect(generate, [])
  return (
    <ToolSection id="password-generator" title={m.tools_password_title()} intro={m.tools_password_intro()}>
      <form
        className="grid items-start gap-x-2 sm:grid-cols-[1fr_1fr_auto]"
        onSubmit={(event) => {
          event.preventDefault()
          generate()
        }}
      >
        <SelectField label={m.tools_password_length()} value={String(length)} onChange={(value) => setLength(Number(value))}>
          {lengths.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <TextField
          label={m.tools_password_count()}
          value={countText}
          onChange={setCountText}
          error={countOk ? undefined : countText.trim() ? 'invalidValue' : 'fieldIsEmpty'}
          hint={m.tools_password_count_hint({ max: MAX_COUNT })}
          inputMode="numeric"
        />
        <button type="submit" className="btn btn-primary sm:mt-8" disabled={!countOk}>
          {m.tools_password_generate()}
        </button>
      </form>
      <p className="text-base-content/60 text-sm">{validationText('proxyPasswordLength')}</p>
      <ResultOutput
        text={passwords.join('\n')}
        summary={m.tools_password_summary({ count: passwords.length, length: passwords[0]?.length ?? length })}
        fileName="passwords.txt"
      />
    </ToolSection>
  )
}
