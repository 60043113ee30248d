import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { m } from '../../paraglide/messages'
import { type ConnectResult, connectWithApiKey, connectWithCode, portalOf } from './connect'

type Attempt = (fields: FormData) => Promise<ConnectResult>

/** A form with its fields and submit button; busy while the portal is asked. */
function ConnectForm({
  submitText,
  attempt,
  onFail,
  children,
}: {
  submitText: string
  attempt: Attempt
  onFail: (result: ConnectResult) => void
  children: ReactNode
}) {
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    const result = await attempt(new FormData(event.currentTarget))
    // On success the stored connection switches the popup to the list; this form is gone.
    if (result.ok) return
    setBusy(false)
    onFail(result)
  }
  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      {children}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? m.ext_connecting() : submitText}
      </button>
    </form>
  )
}

function Field({ label, hint, children }: { label: string; hint?: string; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id, hint ? `${id}-hint` : undefined)}
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

const text = (fields: FormData, name: string) => String(fields.get(name) ?? '')

/**
 * Not connected: paste the connection code from the portal's Account page, or type the portal's
 * address and an API key. A link to /account shows once the portal's address is known.
 */
export function ConnectView({ lastPortal, now }: { lastPortal: string | null; now: () => number }) {
  const [error, setError] = useState('')
  const [portal, setPortal] = useState(lastPortal)
  const fail = (result: ConnectResult) => {
    if (result.ok) return
    setError(result.message)
    if (result.portal) setPortal(result.portal)
  }
  return (
    <section className="connect stack" aria-labelledby="connect-title">
      <h2 id="connect-title">{m.ext_connect_title()}</h2>
      <ConnectForm submitText={m.ext_connect()} attempt={(fields) => connectWithCode(text(fields, 'code'), now())} onFail={fail}>
        <Field label={m.ext_connect_code_label()} hint={m.ext_connect_code_hint()}>
          {(id, hint) => <textarea id={id} name="code" rows={3} spellCheck={false} autoComplete="off" aria-describedby={hint} />}
        </Field>
      </ConnectForm>
      <p className="error" role="alert">
        {error}
      </p>
      <details>
        <summary>{m.ext_api_key_toggle()}</summary>
        <ConnectForm
          submitText={m.ext_api_key_connect()}
          attempt={(fields) => connectWithApiKey(text(fields, 'address'), text(fields, 'key'), now())}
          onFail={fail}
        >
          <Field label={m.ext_api_key_address()}>
            {(id) => (
              <input
                id={id}
                name="address"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://"
                defaultValue={lastPortal ?? ''}
                onChange={(event) => setPortal(portalOf(event.target.value) ?? lastPortal)}
              />
            )}
          </Field>
          <Field label={m.ext_api_key_label()}>
            {(id) => <input id={id} name="key" type="password" autoComplete="off" spellCheck={false} placeholder="pk_…" />}
          </Field>
        </ConnectForm>
      </details>
      <p className="hint">
        {portal ? (
          <a href={`${portal}/account`} target="_blank" rel="noopener">
            {m.ext_connect_get_code()}
          </a>
        ) : (
          m.ext_connect_no_code()
        )}
      </p>
    </section>
  )
}
