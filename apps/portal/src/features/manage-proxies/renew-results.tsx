import { isErrorCode } from '@proxy-portal/worker/contract/errors'
import { CircleCheck, CircleX } from 'lucide-react'
import { m } from '../../paraglide/messages'
import { errorText } from '../errors/error-text'

/** What renewing did, order by order. */
export function RenewResults({
  results,
  codes,
}: {
  results: { orderId: string; ok: boolean; code?: string }[]
  codes: Map<string, string>
}) {
  return (
    <ul className="space-y-2" data-testid="renew-results">
      {results.map((result) => (
        <li key={result.orderId} className="flex items-start gap-2">
          {result.ok ? (
            <CircleCheck className="text-success size-5 shrink-0" aria-hidden="true" />
          ) : (
            <CircleX className="text-error size-5 shrink-0" aria-hidden="true" />
          )}
          <span>
            <strong className="font-mono">{codes.get(result.orderId) ?? result.orderId}</strong>:{' '}
            {result.ok ? m.event_RENEW_SUCCESS() : errorText(isErrorCode(result.code) ? result.code : 'UNKNOW_ERROR')}
          </span>
        </li>
      ))}
    </ul>
  )
}
