import { m } from '../../paraglide/messages'
import { errorText } from '../../utils/error-text'
import type { ProxyCache } from '../../utils/state'
import { agoText, momentText } from './labels'

type Props = { cache: ProxyCache | null; refreshing: boolean; now: number; onRefresh: () => void }

/**
 * How fresh the list is: "Updated 3 minutes ago", or after a failed refresh which list is shown and
 * why; with the button to refresh now.
 */
export function ListStatus({ cache, refreshing, now, onRefresh }: Props) {
  // fetchedAt 0: no list was ever fetched, only failures.
  const fetched = cache !== null && cache.fetchedAt > 0
  const failed = cache?.failedAt != null && cache.failedAt >= cache.fetchedAt
  // A revoked connection needs a new code, not a new login: say that rather than the API's text.
  const reason = cache?.failure === 'INVALID_TOKEN' ? m.ext_list_revoked() : errorText(cache?.failure ?? 'UNKNOW_ERROR')
  return (
    <div className="status">
      <div className="status-text">
        {fetched ? <p>{m.ext_list_updated({ ago: agoText(cache.fetchedAt, now) })}</p> : null}
        {failed ? (
          <p className="warning" role="alert">
            {`${fetched ? m.ext_list_stale({ time: momentText(cache.fetchedAt, now) }) : m.ext_list_failed()} ${reason}`}
          </p>
        ) : null}
      </div>
      <button type="button" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing || undefined}>
        {refreshing ? m.ext_list_refreshing() : m.ext_list_refresh()}
      </button>
    </div>
  )
}
