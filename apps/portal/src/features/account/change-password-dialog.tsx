import { lazy, Suspense, useEffect, useRef } from 'react'
import { Spinner } from '../../components/ui/spinner'
import { m } from '../../paraglide/messages'

// Every signed-in page renders the avatar menu, few open this dialog: its form (fields, rules, calls) is
// fetched when it opens, not with the page's first load (the speed budget, ADR 0038).
const ChangePasswordForm = lazy(() => import('./change-password-form').then((module) => ({ default: module.ChangePasswordForm })))

/** The change-password dialog of the avatar menu. */
export function ChangePasswordDialog({ open, hasPassword, onClose }: { open: boolean; hasPassword: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal()
    if (!open && dialog.current?.open) dialog.current.close()
  }, [open])
  return (
    <dialog ref={dialog} className="modal" onCancel={onClose} onClose={onClose} aria-labelledby="change-password-title">
      <div className="modal-box">
        <h3 id="change-password-title" className="mb-2 text-lg font-bold">
          {m.change_password_title()}
        </h3>
        {/* It stays open after a change, to say what else the new password ended. */}
        {open && (
          <Suspense fallback={<Spinner />}>
            <ChangePasswordForm hasPassword={hasPassword} />
          </Suspense>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {m.action_close()}
          </button>
        </div>
      </div>
    </dialog>
  )
}
