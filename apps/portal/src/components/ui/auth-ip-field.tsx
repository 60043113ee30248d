import { MAX_AUTH_IPS } from '@proxy-portal/worker/contract/plans'
import { useId } from 'react'

/** The auth-IP text area of plans, trials and bought proxies: one IPv4 per line, with its rule shown under it. */
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
  return (
    <>
      <label className="fieldset-legend" htmlFor={id}>
        {label}
      </label>
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
    </>
  )
}
