import { defaultLimits, type LimitRule } from '@proxy-portal/worker/contract/rate-limits'
import { ListTable } from '../../components/ui/list-table'
import { m } from '../../paraglide/messages'

/** The limits a customer's own calls meet, stated from the numbers the Worker keeps (ADR 0032). */
const customerLimits: { what: () => string; rule: LimitRule }[] = [
  { what: m.api_limit_key_calls, rule: defaultLimits.keyCallsPerKey },
  { what: m.api_limit_ip_changes, rule: defaultLimits.ipChangesPerUser },
  { what: m.api_limit_proxy_checks, rule: defaultLimits.proxyCheckPerUser },
]

export function RateLimitsCard() {
  return (
    <div className="space-y-3">
      <p className="text-sm">{m.api_page_limits_intro()}</p>
      <ListTable
        columns={[{ label: m.api_limit_col_what() }, { label: m.api_limit_col_rate(), end: true }]}
        testId="rate-limits"
        empty={false}
      >
        {customerLimits.map(({ what, rule }) => (
          <tr key={what()}>
            <td>{what()}</td>
            <td className="text-right whitespace-nowrap">{m.api_limit_rate({ limit: rule.limit, seconds: rule.windowMs / 1000 })}</td>
          </tr>
        ))}
      </ListTable>
    </div>
  )
}
