import { canSell, type PurchaseChecks, type StockShortage } from '@proxy-portal/worker/contract/orders'
import { useEffect, useId, useRef } from 'react'
import { ApiError } from '../../lib/api'
import { countryName } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { FormAlert } from './form-alert'
import { Money } from './money'
import { QuoteBlockers } from './quote-blockers'
import { Spinner } from './spinner'

export type DialogQuote = PurchaseChecks & { totalPrice: number }

const stockShort = ({ countryCode, available, wanted }: StockShortage) =>
  m.buy_short_stock({ country: countryName(countryCode), available, wanted })

/**
 * Confirming a purchase by its server quote (issue 15, honest buying): open while mounted, it says
 * what is bought at the quoted price, the balance, and what stops it now (stock, balance with a way
 * to top up); the confirm stays off until the quote says it can be sold. A quote refused (the order
 * cannot be renewed, the package is off sale) says why in the catalogue's words.
 */
export function QuoteDialog({
  name,
  title,
  quote,
  error,
  text,
  heading,
  shortText = stockShort,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  /** Prefixes the test ids. */
  name: string
  title: string
  quote: DialogQuote | undefined
  error: unknown
  /** What is confirmed, in words, at the quoted price. */
  text: (quote: DialogQuote) => string
  /** What cannot happen yet (a purchase unless told). */
  heading?: string
  shortText?: (shortage: StockShortage) => string
  confirmLabel: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}) {
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
        {error ? (
          <FormAlert code={error instanceof ApiError ? error.code : 'UNKNOW_ERROR'} />
        ) : quote ? (
          <>
            <p data-testid={`${name}-text`}>{text(quote)}</p>
            <p className="text-sm" data-testid={`${name}-balance`}>
              {m.quote_balance()}: <Money xu={quote.balance} showUsd={false} />
            </p>
            <QuoteBlockers name={name} quote={quote} heading={heading} shortText={shortText} />
          </>
        ) : (
          <Spinner />
        )}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {m.action_cancel()}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy || !quote || !canSell(quote)} onClick={onConfirm}>
            {busy && <span className="loading loading-spinner loading-sm" />}
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  )
}
