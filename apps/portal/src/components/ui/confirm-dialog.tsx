import { useEffect, useRef, useSyncExternalStore } from 'react'

export type ConfirmOptions = { title: string; text: string; confirmLabel: string; cancelLabel: string; danger?: boolean }
type Pending = ConfirmOptions & { resolve: (answer: boolean) => void }

let current: Pending | null = null
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

/** The one confirm dialog: resolves true on confirm, false on cancel or Escape. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  current?.resolve(false)
  return new Promise((resolve) => {
    current = { ...options, resolve }
    emit()
  })
}

function answer(value: boolean) {
  const pending = current
  current = null
  emit()
  pending?.resolve(value)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function ConfirmHost() {
  const pending = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (pending && !dialog.current?.open) dialog.current?.showModal()
    if (!pending && dialog.current?.open) dialog.current.close()
  }, [pending])
  return (
    <dialog ref={dialog} className="modal" onCancel={() => answer(false)} aria-labelledby="confirm-title">
      {pending && (
        <div className="modal-box">
          <h3 id="confirm-title" className="text-lg font-bold">
            {pending.title}
          </h3>
          <p className="py-4">{pending.text}</p>
          <div className="modal-action">
            <button type="button" className="btn" onClick={() => answer(false)}>
              {pending.cancelLabel}
            </button>
            <button type="button" className={`btn ${pending.danger ? 'btn-error' : 'btn-primary'}`} onClick={() => answer(true)}>
              {pending.confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  )
}
