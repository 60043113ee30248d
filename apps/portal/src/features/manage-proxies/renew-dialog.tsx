import { useEffect, useRef, useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { Money } from '../../components/ui/money'
import { Spinner } from '../../components/ui/spinner'
import { m } from '../../paraglide/messages'
import { ActionDialog } from './action-dialog'
import { FailureAlert } from './failure-alert'
import { proxyApi } from './proxy-api'
import { RenewResults } from './renew-results'
import { type Failure, failureOf, useProxyCall } from './use-proxy-call'

type Quote = Awaited<ReturnType<typeof proxyApi.renewQuote>>
type Results = Awaited<ReturnType<typeof proxyApi.renewList>>['results']

/**
 * Renewing the selected proxies renews their orders (ADR 0015): the server's quote lists each order,
 * how many proxies it holds and its renewal price, and the total; confirmed, each order's outcome shows.
 */
export function RenewDialog({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const { run, busy } = useProxyCall()
  const [quote, setQuote] = useState<Quote | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [results, setResults] = useState<Results | null>(null)
  // One key per confirmed renewal of this dialog: pressing again after a lost answer replays it.
  const key = useRef(crypto.randomUUID())
  useEffect(() => {
    proxyApi.renewQuote(ids).then(setQuote, (error: unknown) => setFailure(failureOf(error)))
  }, [ids])
  const renew = async () => {
    const done = await run(() => proxyApi.renewList(ids, key.current), { paid: true })
    setFailure(done.ok ? null : done)
    // A refusal is the server's final word (asking again is a new renewal); a lost call keeps its key to be replayed.
    if (!done.ok && done.code !== 'UNKNOW_ERROR') key.current = crypto.randomUUID()
    if (done.ok) setResults(done.value.results)
  }
  const codes = new Map(quote?.orders.map((order) => [order.orderId, order.code]))
  return (
    <ActionDialog title={m.manage_renew_title()} onClose={onClose}>
      {!quote && !failure && <Spinner />}
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
          <button
            type="button"
            className="btn btn-primary w-full"
            disabled={busy || quote.orders.length === 0}
            onClick={() => void renew()}
          >
            {busy && <span className="loading loading-spinner loading-sm" />}
            {m.manage_renew_confirm({ count: quote.orders.length })}
          </button>
        </>
      )}
      {results && <RenewResults results={results} codes={codes} />}
      <FailureAlert failure={failure} />
    </ActionDialog>
  )
}
