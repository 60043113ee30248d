import { isIpv4, isLocalIpv4 } from '@proxy-portal/worker/contract/ipv4'
import { MAX_AUTH_IPS } from '@proxy-portal/worker/contract/plans'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { myIpQuery } from '../../lib/my-ip-query'
import { m } from '../../paraglide/messages'

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')

/**
 * The auth-IP text area of plans, trials and bought proxies: one IPv4 per line, with its rule shown
 * under it, a button that adds this browser's public IPv4 (most customers do not know it), and a
 * warning for local network addresses, which no proxy node ever sees a customer come from.
 */
export function AuthIpField({
  label,
  rule,
  value,
  onChange,
}: {
  label: string
  rule: string
  value: string
  onChange: (text: string) => void
}) {
  const id = useId()
  const { data: mine } = useQuery(myIpQuery)
  const lines = linesOf(value)
  const local = lines.filter(isLocalIpv4)
  const myIp = mine?.ip && isIpv4(mine.ip) && !isLocalIpv4(mine.ip) ? mine.ip : null
  const canAdd = myIp !== null && !lines.includes(myIp) && lines.length < MAX_AUTH_IPS
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label className="fieldset-legend" htmlFor={id}>
          {label}
        </label>
        {canAdd && (
          <button type="button" className="btn btn-ghost btn-xs" onClick={() => onChange([...lines, myIp].join('\n'))}>
            {m.auth_ip_add_mine({ ip: myIp })}
          </button>
        )}
      </div>
      <textarea
        id={id}
        className="textarea w-full font-mono"
        rows={MAX_AUTH_IPS}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-rule`}
        placeholder="203.0.113.7"
      />
      <p id={`${id}-rule`} className="text-base-content/60 text-sm">
        {rule}
      </p>
      {local.length > 0 && (
        <p className="text-warning text-sm" role="status">
          {m.auth_ip_local_warning({ ips: local.join(', ') })}
        </p>
      )}
    </>
  )
}
