import { CircleCheck, CircleX } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { m } from '../../paraglide/messages'
import { errorText } from '../errors/error-text'
import type { RenewResult } from './order-calls'

/** What renewing several orders did, order by order. */
export function RenewResultsDialog({
  results,
  codes,
  onClose,
}: {
  results: RenewResult[] | null
  /** Order id -> order code, to name each order. */
  codes: Map<string, string>
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (results && !dialog.current?.open) dialog.current?.showModal()
    if (!results && dialog.current?.open) dialog.current.close()
  }, [results])
  return (
    <dialog ref={dialog} className="modal" onClose={onClose} aria-labelledby="renew-results-title">
      {results && (
        <div className="modal-box">
          <h3 id="renew-results-title" className="text-lg font-bold">
            {m.orders_renew_results_title()}
          </h3>
          <ul className="mt-4 space-y-2" data-testid="renew-results">
            {results.map((result) => (
              <li key={result.orderId} className="flex items-start gap-2">
                {result.ok ? (
                  <CircleCheck className="text-success size-5 shrink-0" aria-hidden="true" />
                ) : (
                  <CircleX className="text-error size-5 shrink-0" aria-hidden="true" />
                )}
                <span>
                  <strong>{codes.get(result.orderId) ?? result.orderId}</strong>:{' '}
                  {result.ok ? m.event_RENEW_SUCCESS() : errorText(result.code ?? 'UNKNOW_ERROR')}
                </span>
              </li>
            ))}
          </ul>
          <div className="modal-action">
            <button type="button" className="btn" onClick={onClose}>
              {m.action_close()}
            </button>
          </div>
        </div>
      )}
    </dialog>
  )
}
