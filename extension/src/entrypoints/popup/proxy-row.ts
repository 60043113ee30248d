import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { m } from '../../paraglide/messages'
import { button, el } from './dom'
import { countryName, dateText, daysLeftText, healthText, proxyName, typeText } from './labels'
import type { Note } from './proxy-actions'

export type RowAction = 'use' | 'copy' | 'test' | 'change-ip' | 'confirm-change-ip' | 'cancel-change-ip' | 'auth-ip'

/** What a row needs besides its proxy: the popup's state around it and where its buttons report. */
export type RowContext = {
  activeId: string | null
  now: number
  note: Note | undefined
  /** The action running on this proxy, if any (its button waits). */
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
export function proxyRow(proxy: BoughtProxyView, context: RowContext): HTMLElement {
  const name = proxyName(proxy)
  const active = proxy._id === context.activeId
  const health = healthText(proxy.health)
  const action = (kind: RowAction, text: string, label: string, extra: Record<string, string | boolean> = {}) =>
    button(
      {
        'aria-label': label,
        'data-key': `${kind}:${proxy._id}`,
        disabled: context.busy !== undefined,
        onclick: () => context.act(kind, proxy),
        ...extra,
      },
      text,
    )
  const busyText = context.busy ? busyTexts[context.busy] : undefined
  const note: Note | undefined = busyText ? { tone: 'info', lines: [busyText()] } : context.note

  return el(
    'li',
    { class: 'proxy', 'data-active': active, 'data-id': proxy._id },
    el(
      'div',
      { class: 'proxy-head' },
      el('span', { class: 'mono host' }, name),
      active ? el('span', { class: 'badge active' }, m.ext_row_active()) : null,
      el('span', { class: 'badge health', 'data-tone': health.tone }, health.text),
    ),
    el('p', { class: 'meta' }, `${proxy.countryCode} · ${countryName(proxy.countryCode)} · ${typeText(proxy)}`),
    el('p', { class: 'meta' }, m.ext_row_expires({ date: dateText(proxy.expiresAt), left: daysLeftText(proxy.expiresAt, context.now) })),
    proxy.tagName || proxy.comment
      ? el(
          'p',
          { class: 'meta' },
          proxy.tagName ? el('span', { class: 'badge tag' }, m.ext_row_tag({ name: proxy.tagName })) : null,
          proxy.comment ? el('span', { class: 'comment' }, proxy.comment) : null,
        )
      : null,
    el(
      'div',
      { class: 'actions', role: 'group', 'aria-label': m.ext_row_actions({ proxy: name }) },
      action('use', m.ext_use(), m.ext_use_for({ proxy: name }), active || proxy.httpPort === null ? { disabled: true } : {}),
      action('copy', m.ext_copy(), m.ext_copy_for({ proxy: name })),
      action('test', m.ext_test(), m.ext_test_for({ proxy: name })),
      action('change-ip', m.ext_change_ip(), m.ext_change_ip_for({ proxy: name })),
      action('auth-ip', m.ext_auth_here(), m.ext_auth_here_for({ proxy: name })),
    ),
    proxy.httpPort === null ? el('p', { class: 'hint' }, m.ext_no_http_port()) : null,
    context.confirming && !context.busy
      ? el(
          'div',
          { class: 'confirm', role: 'group', 'aria-label': m.ext_change_ip_for({ proxy: name }) },
          el('p', {}, m.ext_change_ip_confirm({ proxy: name })),
          el(
            'div',
            { class: 'actions' },
            action('confirm-change-ip', m.ext_change_ip_now(), m.ext_change_ip_now(), { class: 'primary' }),
            action('cancel-change-ip', m.ext_cancel(), m.ext_cancel()),
          ),
        )
      : null,
    el(
      'div',
      { class: 'note', role: 'status', 'data-tone': note?.tone ?? 'info' },
      ...(note?.lines ?? []).map((line) => el('p', {}, line)),
    ),
  )
}
