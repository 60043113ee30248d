import { m } from '../../paraglide/messages'

/**
 * The product's name with its icon (drawn at build time, see wxt.config.ts; decorative beside the
 * name); connected, the button between the list and the settings.
 */
export function PopupHeader({ connected, settings, onToggle }: { connected: boolean; settings: boolean; onToggle: () => void }) {
  const title = (
    <h1>
      <img src="/icon/32.png" alt="" width={20} height={20} />
      {m.product_name()}
    </h1>
  )
  if (!connected) {
    return (
      <header>
        <div>
          {title}
          <p className="hint">{m.extension_tagline()}</p>
        </div>
      </header>
    )
  }
  return (
    <header>
      {title}
      <button type="button" aria-pressed={settings} onClick={onToggle}>
        {settings ? m.ext_back() : m.ext_settings()}
      </button>
    </header>
  )
}
