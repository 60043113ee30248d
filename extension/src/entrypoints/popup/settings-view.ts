import { type ExportFormat, exportFormats, isValidTemplate, templateFields } from '@proxy-portal/worker/contract/export-formats'
import type { Connection } from '@proxy-portal/worker/contract/extension'
import { m } from '../../paraglide/messages'
import type { Locale } from '../../paraglide/runtime'
import type { Settings } from '../../utils/state'
import { button, el, nextId } from './dom'
import { languageSwitch } from './language-switch'
import { parseBypass, saveCopyFormat, saveSettings } from './settings-save'

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

export type SettingsHandlers = {
  onLanguage: (locale: Locale) => void
  onDisconnect: () => void
  say: (text: string, tone?: 'ok' | 'error') => void
}

const block = (title: string, ...children: (Node | null)[]) => el('section', { class: 'block' }, el('h3', {}, title), ...children)

function copyFormatBlock(settings: Settings, say: SettingsHandlers['say']) {
  const select = el(
    'select',
    { id: nextId('format') },
    ...exportFormats.map((format) => el('option', { value: format }, formatText[format]())),
  )
  select.value = settings.copyFormat
  const template = el('input', {
    id: nextId('template'),
    class: 'mono',
    value: settings.copyTemplate,
    spellcheck: 'false',
    autocomplete: 'off',
  })
  const invalid = el('p', { class: 'error', id: `${template.id}-error`, role: 'alert' })
  const hint = el(
    'p',
    { class: 'hint', id: `${template.id}-hint` },
    m.plan_export_placeholders({ list: templateFields.map((name) => `{${name}}`).join(' ') }),
  )
  template.setAttribute('aria-describedby', `${invalid.id} ${hint.id}`)
  const templateField = el('div', { class: 'field' }, el('label', { for: template.id }, m.ext_settings_template()), template, invalid, hint)
  const show = () => {
    templateField.hidden = select.value !== 'custom'
    const bad = select.value === 'custom' && !isValidTemplate(template.value)
    invalid.textContent = bad ? m.validation_exportFormatInvalid() : ''
    template.toggleAttribute('aria-invalid', bad)
  }
  const save = async (announce: boolean) => {
    show()
    if ((await saveCopyFormat(select.value as ExportFormat, template.value)) && announce) say(m.ext_settings_saved())
  }
  select.addEventListener('change', () => void save(true))
  template.addEventListener('input', () => void save(false))
  show()
  return el(
    'section',
    { class: 'block' },
    el('label', { class: 'h3', for: select.id }, m.ext_settings_copy_format()),
    select,
    templateField,
  )
}

function killSwitchBlock(settings: Settings, say: SettingsHandlers['say']) {
  const toggle = el('input', { type: 'checkbox', role: 'switch', id: nextId('kill'), checked: settings.killSwitch })
  const hint = el('p', { class: 'hint', id: `${toggle.id}-hint` }, m.ext_settings_kill_switch_hint())
  toggle.setAttribute('aria-describedby', hint.id)
  toggle.addEventListener('change', async () => {
    await saveSettings({ killSwitch: toggle.checked })
    say(m.ext_settings_saved())
  })
  return el(
    'section',
    { class: 'block' },
    el('div', { class: 'check' }, toggle, el('label', { for: toggle.id }, m.ext_settings_kill_switch())),
    hint,
  )
}

function bypassBlock(settings: Settings, say: SettingsHandlers['say']) {
  const list = el('textarea', { id: nextId('bypass'), class: 'mono', rows: 5, spellcheck: 'false', autocomplete: 'off' })
  list.value = settings.bypass.join('\n')
  const hint = el('p', { class: 'hint', id: `${list.id}-hint` }, m.ext_settings_bypass_hint(), ' ', m.ext_settings_bypass_loopback())
  list.setAttribute('aria-describedby', hint.id)
  const save = button(
    {
      onclick: async () => {
        const bypass = parseBypass(list.value)
        await saveSettings({ bypass })
        list.value = bypass.join('\n')
        say(m.ext_settings_saved())
      },
    },
    m.ext_settings_bypass_save(),
  )
  return el('section', { class: 'block' }, el('label', { class: 'h3', for: list.id }, m.ext_settings_bypass()), list, hint, save)
}

/** Language, copy format, kill switch, bypass list and the connection (disconnect). Each choice is saved as it is made. */
export function settingsView(settings: Settings, connection: Connection, handlers: SettingsHandlers): HTMLElement {
  return el(
    'section',
    { class: 'settings stack', 'aria-labelledby': 'settings-title' },
    el('h2', { id: 'settings-title' }, m.ext_settings()),
    block(m.ext_settings_language(), languageSwitch(handlers.onLanguage)),
    copyFormatBlock(settings, handlers.say),
    killSwitchBlock(settings, handlers.say),
    bypassBlock(settings, handlers.say),
    disconnectBlock(connection, handlers.onDisconnect),
  )
}

/** Disconnecting revokes the token (a new code is needed to come back), so it is asked twice. */
function disconnectBlock(connection: Connection, onDisconnect: () => void) {
  const ask = button({ class: 'danger', 'aria-expanded': 'false' }, m.ext_disconnect())
  const cancel = button({}, m.ext_cancel())
  const confirm = el(
    'div',
    { class: 'confirm', hidden: true },
    el('p', {}, m.ext_disconnect_confirm()),
    el('div', { class: 'actions' }, button({ class: 'danger', onclick: onDisconnect }, m.ext_disconnect_now()), cancel),
  )
  const toggle = (open: boolean) => {
    confirm.hidden = !open
    ask.setAttribute('aria-expanded', String(open))
    ;(open ? confirm.querySelector('button') : ask)?.focus()
  }
  ask.addEventListener('click', () => toggle(true))
  cancel.addEventListener('click', () => toggle(false))
  return block(m.ext_connected_to({ url: connection.url }), el('p', { class: 'hint' }, m.ext_disconnect_hint()), ask, confirm)
}
