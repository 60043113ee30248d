import { CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Money } from '../../components/ui/money'
import { m } from '../../paraglide/messages'

/** The top-up success dialog: the amount credited (comma thousands, currency) and any promotion bonus. */
export function TopupSuccessDialog({ credit, onClose }: { credit: { amount: number; bonus: number } | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (credit && !dialog.current?.open) dialog.current?.showModal()
    if (!credit && dialog.current?.open) dialog.current.close()
  }, [credit])
  return (
    <dialog ref={dialog} className="modal" onClose={onClose} aria-labelledby="topup-success-title">
      {credit && (
        <div className="modal-box text-center">
          <CircleCheck className="text-success mx-auto size-16" aria-hidden="true" />
          <h3 id="topup-success-title" className="mt-2 text-lg font-bold">
            {m.topup_success_title()}
          </h3>
          <p className="mt-2 text-2xl font-semibold" data-testid="topup-success-amount">
            <Money xu={credit.amount} showUsd={false} />
          </p>
          {credit.bonus > 0 && (
            <p className="text-success mt-1">
              {m.topup_success_bonus()} <Money xu={credit.bonus} showUsd={false} />
            </p>
          )}
          <div className="modal-action justify-center">
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {m.action_close()}
            </button>
          </div>
        </div>
      )}
    </dialog>
  )
}
