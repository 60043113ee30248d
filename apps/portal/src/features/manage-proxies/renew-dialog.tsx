import { canSell } from '@proxy-portal/worker/contract/orders'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { QuoteBlockers } from '../../components/ui/quote-blockers'
import { Spinner } from '../../components/ui/spinner'
import { type Failure, failureOf, useApiMutation } from '../../lib/api-mutation'
import { countryName } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { ActionDialog } from './action-dialog'
import { FailureAlert } from './failure-alert'
import { paidProxyChange, proxyCalls } from './proxy-calls'
import { renewQuoteQuery } from './queries'
import { RenewResults } from './renew-results'

type Results = Awaited<ReturnType<typeof proxyCalls.renewList>>['results']

/**
 * Renewing the selected proxies renews their orders (ADR 0015): the server's quote lists each order,
 * how many proxies it holds and its renewal price, and the total; confirmed, each order's outcome shows.
 * What the balance lacks shows with a top-up link before confirming, which waits until it is paid for.
 */
export function RenewDialog({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const { run, busy } = useApiMutation(paidProxyChange)
  // client-only: the quote is asked for when the customer opens this dialog.
  const quoted = useQuery({ ...renewQuoteQuery(ids), meta: { handlesErrors: true } })
  const quote = quoted.data ?? null
  const [failure, setFailure] = useState<Failure | null>(null)
  const [results, setResults] = useState<Results | null>(null)
  const renew = async () => {
    // The selection is what is asked: pressing again after a lost answer replays the renewal instead of paying twice.
    const done = await run((keyed) => proxyCalls.renewList(ids, keyed), ids)
    setFailure(done.ok ? null : done)
    if (done.ok) setResults(done.value.results)
  }
  const shown = failure ?? (quoted.error ? failureOf(quoted.error) : null)
  const codes = new Map(quote?.orders.map((order) => [order.orderId, order.code]))
  return (
    <ActionDialog title={m.manage_renew_title()} onClose={onClose}>
      {!quote && !shown && <Spinner />}
      {quote && !results && (
        <>
          <ListTable
            columns={[
              { label: m.orders_col_code() },
              { label: m.manage_renew_proxies(), end: true },
              { label: m.renew_price(), end: true },
            ]}
            testId="renew-quote"
            empty={quote.orders.length === 0}
          >
            {quote.orders.map((order) => (
              <tr key={order.orderId}>
                <td className="font-mono">{order.code}</td>
                <td className="text-right">{order.amount}</td>
                <td className="text-right">
                  <Money xu={order.renewPrice} showUsd={false} />
                </td>
              </tr>
            ))}
          </ListTable>
          <p className="text-right" data-testid="renew-total">
            {m.manage_renew_total()}: <strong>{<Money xu={quote.total} />}</strong>
          </p>
          <QuoteBlockers
            name="renew"
            quote={quote}
            heading={m.quote_cannot_renew()}
            // A renewal keeps the proxies it holds: the quote never names a country short of stock.
            shortText={({ countryCode, available, wanted }) => m.buy_short_stock({ country: countryName(countryCode), available, wanted })}
          />
          <button
            type="button"
            className="btn btn-primary w-full"
            disabled={busy || quote.orders.length === 0 || !canSell(quote)}
            onClick={() => void renew()}
          >
            {busy && <span className="loading loading-spinner loading-sm" />}
            {m.manage_renew_confirm({ count: quote.orders.length })}
          </button>
        </>
      )}
      {results && <RenewResults results={results} codes={codes} />}
      <FailureAlert failure={shown} />
    </ActionDialog>
  )
}
