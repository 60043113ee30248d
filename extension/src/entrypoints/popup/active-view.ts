import { m } from '../../paraglide/messages'
import type { ActiveProxy, Problem } from '../../utils/state'
import { button, el } from './dom'
import { countryName, endpointText, momentText } from './labels'
import { problemSentences } from './problem-text'

/**
 * The top of the popup: direct, or the proxy in use (country, address, since when) with the button
 * back to direct, and what went wrong with it, if anything.
 */
export function activeView(
  active: ActiveProxy | null,
  problem: Problem | null,
  killSwitch: boolean,
  now: number,
  onDirect: () => void,
): HTMLElement {
  const section = el('section', { class: 'state', 'aria-label': m.ext_state(), 'data-state': active ? 'proxy' : 'direct' })
  if (!active) {
    section.append(el('p', { class: 'state-label' }, m.ext_state_direct()))
    return section
  }
  const { countryCode } = active
  section.append(
    el(
      'div',
      { class: 'state-line' },
      el(
        'div',
        {},
        el('p', { class: 'state-label' }, m.ext_state_proxy()),
        el('p', { class: 'state-country' }, `${countryCode} · ${countryName(countryCode)}`),
        el(
          'p',
          {},
          el('span', { class: 'mono' }, endpointText(active.host, active.port)),
          ` · ${m.ext_state_since({ time: momentText(active.since, now) })}`,
        ),
      ),
      button({ class: 'primary', onclick: onDirect }, m.ext_go_direct()),
    ),
  )
  // A problem left from another proxy does not concern this one.
  if (problem && problem.proxyId === active.id) {
    section.append(
      el(
        'div',
        { class: 'problem', role: 'alert' },
        ...problemSentences(problem, killSwitch).map((sentence) => el('p', {}, sentence)),
        problem.detail ? el('p', { class: 'hint mono' }, problem.detail) : null,
      ),
    )
  }
  return section
}
