import type { Connection } from '@proxy-portal/worker/contract/extension'
import { useEffect, useRef, useState } from 'react'
import { m } from '../../paraglide/messages'

/** Disconnecting revokes the token (a new code is needed to come back), so it is asked twice. */
export function DisconnectBlock({ connection, onDisconnect }: { connection: Connection; onDisconnect: () => void }) {
  const [open, setOpen] = useState(false)
  const ask = useRef<HTMLButtonElement>(null)
  const confirm = useRef<HTMLButtonElement>(null)
  const toggled = useRef(false)
  // Focus follows the question: into the confirmation when it opens, back to the button when it closes.
  useEffect(() => {
    if (!toggled.current) return
    ;(open ? confirm : ask).current?.focus()
  }, [open])
  const toggle = (next: boolean) => {
    toggled.current = true
    setOpen(next)
  }
  return (
    <section className="block">
      <h3>{m.ext_connected_to({ url: connection.url })}</h3>
      <p className="hint">{m.ext_disconnect_hint()}</p>
      <button type="button" className="danger" aria-expanded={open} ref={ask} onClick={() => toggle(true)}>
        {m.ext_disconnect()}
      </button>
      <div className="confirm" hidden={!open}>
        <p>{m.ext_disconnect_confirm()}</p>
        <div className="actions">
          <button type="button" className="danger" ref={confirm} onClick={onDisconnect}>
            {m.ext_disconnect_now()}
          </button>
          <button type="button" onClick={() => toggle(false)}>
            {m.ext_cancel()}
          </button>
        </div>
      </div>
    </section>
  )
}
