import { m } from '../../paraglide/messages'
import type { Problem } from '../../utils/state'

/**
 * What went wrong with the active proxy, and where the traffic goes meanwhile. A refused login
 * cancels the request whatever the kill switch says (no prompt, never direct); an unreachable proxy
 * falls back to direct only with the kill switch off (ADR 0016).
 */
export function problemSentences(problem: Problem, killSwitch: boolean): string[] {
  if (problem.kind === 'auth_failed') {
    return [m.ext_problem_auth_failed(), killSwitch ? m.ext_problem_blocked() : m.ext_problem_cancelled(), m.ext_problem_auth_hint()]
  }
  return [m.ext_problem_unreachable(), killSwitch ? m.ext_problem_blocked() : m.ext_problem_direct()]
}
