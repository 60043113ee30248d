import { m } from '../../paraglide/messages'
import { type ConnectResult, connectWithApiKey, connectWithCode, portalOf } from './connect'
import { el, nextId } from './dom'

/** A form with its field(s) and submit button; busy while the portal is asked. */
function connectForm(
  fields: HTMLElement[],
  submitText: string,
  attempt: () => Promise<ConnectResult>,
  onFail: (result: ConnectResult) => void,
) {
  const submit = el('button', { type: 'submit', class: 'primary' }, submitText)
  const form = el('form', { class: 'stack' }, ...fields, submit)
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    submit.disabled = true
    submit.textContent = m.ext_connecting()
    const result = await attempt()
    // On success the stored connection switches the popup to the list; this form is gone.
    submit.disabled = false
    submit.textContent = submitText
    onFail(result)
  })
  return form
}

const field = (label: string, control: HTMLInputElement | HTMLTextAreaElement, hint?: string) => {
  control.id = nextId('field')
  const hintElement = hint ? el('p', { class: 'hint', id: `${control.id}-hint` }, hint) : null
  if (hintElement) control.setAttribute('aria-describedby', hintElement.id)
  return el('div', { class: 'field' }, el('label', { for: control.id }, label), control, hintElement)
}

/**
 * Not connected: paste the connection code from the portal's Account page, or type the portal's
 * address and an API key. A link to /account shows once the portal's address is known.
 */
export function connectView(lastPortal: string | null, now: () => number): HTMLElement {
  const error = el('p', { class: 'error', role: 'alert' })
  const where = el('p', { class: 'hint' })
  let portal = lastPortal
  const showWhere = () => {
    where.replaceChildren(
      portal
        ? el('a', { href: `${portal}/account`, target: '_blank', rel: 'noopener' }, m.ext_connect_get_code())
        : m.ext_connect_no_code(),
    )
  }
  const fail = (result: ConnectResult) => {
    if (result.ok) return
    error.textContent = result.message
    portal = result.portal ?? portal
    showWhere()
  }

  const code = el('textarea', { rows: 3, spellcheck: 'false', autocomplete: 'off' })
  const codeForm = connectForm(
    [field(m.ext_connect_code_label(), code, m.ext_connect_code_hint())],
    m.ext_connect(),
    () => connectWithCode(code.value, now()),
    fail,
  )

  const address = el('input', { type: 'url', inputmode: 'url', autocomplete: 'url', placeholder: 'https://', value: lastPortal ?? '' })
  const key = el('input', { type: 'password', autocomplete: 'off', spellcheck: 'false', placeholder: 'pk_…' })
  address.addEventListener('input', () => {
    portal = portalOf(address.value) ?? lastPortal
    showWhere()
  })
  const keyForm = connectForm(
    [field(m.ext_api_key_address(), address), field(m.ext_api_key_label(), key)],
    m.ext_api_key_connect(),
    () => connectWithApiKey(address.value, key.value, now()),
    fail,
  )

  showWhere()
  return el(
    'section',
    { class: 'connect stack', 'aria-labelledby': 'connect-title' },
    el('h2', { id: 'connect-title' }, m.ext_connect_title()),
    codeForm,
    error,
    el('details', {}, el('summary', {}, m.ext_api_key_toggle()), keyForm),
    where,
  )
}
