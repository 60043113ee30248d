import { m } from '../../paraglide/messages'
import type { ActiveProxy, Problem } from '../../utils/state'
import { countryName, endpointText, momentText } from './labels'
import { problemSentences } from './problem-text'

type Props = { active: ActiveProxy | null; problem: Problem | null; killSwitch: boolean; now: number; onDirect: () => void }

/**
 * The top of the popup: direct, or the proxy in use (country, address, since when) with the button
 * back to direct, and what went wrong with it, if anything.
 */
export function ActiveView({ active, problem, killSwitch, now, onDirect }: Props) {
  if (!active) {
    return (
      <section className="state" aria-label={m.ext_state()} data-state="direct">
        <p className="state-label">{m.ext_state_direct()}</p>
      </section>
    )
  }
  const { countryCode } = active
  return (
    <section className="state" aria-label={m.ext_state()} data-state="proxy">
      <div className="state-line">
        <div>
          <p className="state-label">{m.ext_state_proxy()}</p>
          <p className="state-country">{`${countryCode} · ${countryName(countryCode)}`}</p>
          <p>
            <span className="mono">{endpointText(active.host, active.port)}</span>
            {` · ${m.ext_state_since({ time: momentText(active.since, now) })}`}
          </p>
        </div>
        <button type="button" className="primary" onClick={onDirect}>
          {m.ext_go_direct()}
        </button>
      </div>
      {/* A problem left from another proxy does not concern this one. */}
      {problem && problem.proxyId === active.id ? (
        <div className="problem" role="alert">
          {problemSentences(problem, killSwitch).map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
          {problem.detail ? <p className="hint mono">{problem.detail}</p> : null}
        </div>
      ) : null}
    </section>
  )
}
