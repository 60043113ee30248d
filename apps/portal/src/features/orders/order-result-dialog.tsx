import { isKeyPurchaseId } from '@proxy-portal/worker/contract/keys'
import { isPlanId } from '@proxy-portal/worker/contract/plans'
import { Link } from '@tanstack/react-router'
import { CircleCheck, CircleX } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { m } from '../../paraglide/messages'
import { closeOrderResult, useOrderResult } from './order-result-store'

/** The spec's order result dialog: a green check (with a link to use a purchase's proxies) or a red cross with the reason. */
export function OrderResultDialog() {
  const result = useOrderResult()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (result && !dialog.current?.open) dialog.current?.showModal()
    if (!result && dialog.current?.open) dialog.current.close()
  }, [result])
  return (
    <dialog ref={dialog} className="modal" onClose={closeOrderResult} aria-labelledby="order-result-title">
      {result && (
        <div className="modal-box text-center" data-testid="order-result">
          {result.isSuccess ? (
            <CircleCheck className="text-success mx-auto size-16" aria-hidden="true" />
          ) : (
            <CircleX className="text-error mx-auto size-16" aria-hidden="true" />
          )}
          <h3 id="order-result-title" className="mt-2 text-lg font-bold">
            {result.isSuccess ? m.order_result_success_title() : m.order_result_fail_title()}
          </h3>
          <p className="mt-2">{result.text}</p>
          <div className="modal-action flex-wrap justify-center">
            {result.useLink && result.planId && isPlanId(result.planId) && (
              <Link to="/proxy-shared/plan" className="btn btn-success" onClick={closeOrderResult}>
                {m.order_result_use_proxies()}
              </Link>
            )}
            {result.useLink && result.planId && isKeyPurchaseId(result.planId) && (
              <Link to="/proxy-rotating" className="btn btn-success" onClick={closeOrderResult}>
                {m.keys_use()}
              </Link>
            )}
            {result.useLink && result.planId && !isPlanId(result.planId) && !isKeyPurchaseId(result.planId) && (
              <Link to="/order/success/{-$id}" params={{ id: result.planId }} className="btn btn-success" onClick={closeOrderResult}>
                {m.order_result_use_proxies()}
              </Link>
            )}
            {result.code === 'NOT_ENOUGH_MONEY' && (
              <Link to="/topup/{-$id}" params={{}} className="btn btn-primary" onClick={closeOrderResult}>
                {m.order_result_topup()}
              </Link>
            )}
            <button type="button" className="btn" onClick={closeOrderResult}>
              {m.action_close()}
            </button>
          </div>
        </div>
      )}
    </dialog>
  )
}
