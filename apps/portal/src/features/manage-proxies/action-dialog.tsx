import { type ReactNode, useEffect, useId, useRef } from 'react'
import { m } from '../../paraglide/messages'

/** A modal for one action on the selection: open while mounted, closed by its button, Escape or the caller. */
export function ActionDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [])
  return (
    <dialog ref={dialog} className="modal" onClose={onClose} aria-labelledby={titleId}>
      <div className="modal-box space-y-3">
        <h3 id={titleId} className="text-lg font-bold">
          {title}
        </h3>
        {children}
        <div className="modal-action mt-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {m.action_close()}
          </button>
        </div>
      </div>
    </dialog>
  )
}
