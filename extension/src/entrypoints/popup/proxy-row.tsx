import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { m } from '../../paraglide/messages'
import { countryName, dateText, daysLeftText, healthText, proxyName, typeText } from './labels'
import type { Note } from './proxy-actions'
import type { RowAction } from './use-row-actions'

/** What a row needs besides its proxy: the popup's state around it and where its buttons report. */
export type RowContext = {
  active: boolean
  now: number
  note: Note | undefined
  /** The action running on this proxy, if any (its buttons wait). */
  busy: RowAction | undefined
  confirming: boolean
  act: (action: RowAction, proxy: BoughtProxyView) => void
}

const busyTexts: Partial<Record<RowAction, () => string>> = {
  test: m.ext_testing,
  'confirm-change-ip': m.ext_changing_ip,
  'auth-ip': m.ext_auth_here_working,
}

/** One proxy: what it is (country, type, expiry, tag, comment, health) and what can be done with it. */
export function ProxyRow({ proxy, context }: { proxy: BoughtProxyView; context: RowContext }) {
  const { active, busy } = context
  const name = proxyName(proxy)
  const health = healthText(proxy.health)
  const busyText = busy ? busyTexts[busy] : undefined
  const note: Note | undefined = busyText ? { tone: 'info', lines: [busyText()] } : context.note
  const action = (kind: RowAction, text: string, label: string, extra: { disabled?: boolean; className?: string } = {}) => (
    <button
      type="button"
      aria-label={label}
      data-key={`${kind}:${proxy._id}`}
      className={extra.className}
      disabled={busy !== undefined || extra.disabled}
      onClick={() => context.act(kind, proxy)}
    >
      {text}
    </button>
  )
  return (
    <li className="proxy" data-active={active || undefined} data-id={proxy._id}>
      <div className="proxy-head">
        <span className="mono host">{name}</span>
        {active ? <span className="badge active">{m.ext_row_active()}</span> : null}
        <span className="badge health" data-tone={health.tone}>
          {health.text}
        </span>
      </div>
      <p className="meta">{`${proxy.countryCode} · ${countryName(proxy.countryCode)} · ${typeText(proxy)}`}</p>
      <p className="meta">{m.ext_row_expires({ date: dateText(proxy.expiresAt), left: daysLeftText(proxy.expiresAt, context.now) })}</p>
      {proxy.tagName || proxy.comment ? (
        <p className="meta">
          {proxy.tagName ? <span className="badge tag">{m.ext_row_tag({ name: proxy.tagName })}</span> : null}
          {proxy.comment ? <span className="comment">{proxy.comment}</span> : null}
        </p>
      ) : null}
      <div className="actions" role="group" aria-label={m.ext_row_actions({ proxy: name })}>
        {action('use', m.ext_use(), m.ext_use_for({ proxy: name }), { disabled: active || proxy.httpPort === null })}
        {action('copy', m.ext_copy(), m.ext_copy_for({ proxy: name }))}
        {action('test', m.ext_test(), m.ext_test_for({ proxy: name }))}
        {action('change-ip', m.ext_change_ip(), m.ext_change_ip_for({ proxy: name }))}
        {action('auth-ip', m.ext_auth_here(), m.ext_auth_here_for({ proxy: name }))}
      </div>
      {proxy.httpPort === null ? <p className="hint">{m.ext_no_http_port()}</p> : null}
      {context.confirming && !busy ? (
        <div className="confirm" role="group" aria-label={m.ext_change_ip_for({ proxy: name })}>
          <p>{m.ext_change_ip_confirm({ proxy: name })}</p>
          <div className="actions">
            {action('confirm-change-ip', m.ext_change_ip_now(), m.ext_change_ip_now(), { className: 'primary' })}
            {action('cancel-change-ip', m.ext_cancel(), m.ext_cancel())}
          </div>
        </div>
      ) : null}
      <div className="note" role="status" data-tone={note?.tone ?? 'info'}>
        {(note?.lines ?? []).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </li>
  )
}
