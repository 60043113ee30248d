import type { Connection } from '@proxy-portal/worker/contract/extension'
import { useId, useState } from 'react'
import { m } from '../../paraglide/messages'
import type { Locale } from '../../paraglide/runtime'
import type { Settings } from '../../utils/state'
import { CopyFormatBlock } from './copy-format-block'
import { DisconnectBlock } from './disconnect-block'
import { LanguageSwitch } from './language-switch'
import { parseBypass, saveSettings } from './settings-save'
import type { Say } from './toast'

type Props = {
  settings: Settings
  connection: Connection
  onLanguage: (locale: Locale) => void
  onDisconnect: () => void
  say: Say
}

function KillSwitchBlock({ settings, say }: { settings: Settings; say: Say }) {
  const id = useId()
  const [on, setOn] = useState(settings.killSwitch)
  const change = async (next: boolean) => {
    setOn(next)
    await saveSettings({ killSwitch: next })
    say(m.ext_settings_saved())
  }
  return (
    <section className="block">
      <div className="check">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void change(event.target.checked)}
        />
        <label htmlFor={id}>{m.ext_settings_kill_switch()}</label>
      </div>
      <p className="hint" id={`${id}-hint`}>
        {m.ext_settings_kill_switch_hint()}
      </p>
    </section>
  )
}

function BypassBlock({ settings, say }: { settings: Settings; say: Say }) {
  const id = useId()
  const [text, setText] = useState(settings.bypass.join('\n'))
  const save = async () => {
    const bypass = parseBypass(text)
    await saveSettings({ bypass })
    setText(bypass.join('\n'))
    say(m.ext_settings_saved())
  }
  return (
    <section className="block">
      <label className="h3" htmlFor={id}>
        {m.ext_settings_bypass()}
      </label>
      <textarea
        id={id}
        className="mono"
        rows={5}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p className="hint" id={`${id}-hint`}>
        {`${m.ext_settings_bypass_hint()} ${m.ext_settings_bypass_loopback()}`}
      </p>
      <button type="button" onClick={() => void save()}>
        {m.ext_settings_bypass_save()}
      </button>
    </section>
  )
}

/** Language, copy format, kill switch, bypass list and the connection (disconnect). Each choice is saved as it is made. */
export function SettingsView({ settings, connection, onLanguage, onDisconnect, say }: Props) {
  return (
    <section className="settings stack" aria-labelledby="settings-title">
      <h2 id="settings-title">{m.ext_settings()}</h2>
      <section className="block">
        <h3>{m.ext_settings_language()}</h3>
        <LanguageSwitch onLanguage={onLanguage} />
      </section>
      <CopyFormatBlock settings={settings} say={say} />
      <KillSwitchBlock settings={settings} say={say} />
      <BypassBlock settings={settings} say={say} />
      <DisconnectBlock connection={connection} onDisconnect={onDisconnect} />
    </section>
  )
}
