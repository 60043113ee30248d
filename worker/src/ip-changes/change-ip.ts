import type { ChangeIpAnswer } from '../contract/bought-proxies'
import { fail, ok, type Result } from '../contract/errors'
import type { Env } from '../env'
import { takeChangeAllowance } from './change-allowance'
import { changingRows, markSelection, selectedProxies } from './change-marks'
import { refusalOf } from './change-rules'
import { runChanges } from './run-changes'

type Caller = { env: Env; userId: string; now: number }

/**
 * `POST /api/bought-proxy/change-ip`: the caller's selected proxies move to other free addresses of
 * their product, now. The whole call is refused, nothing changed, when any proxy may not change
 * (see refusalOf); otherwise each proxy answers on its own (NOT_ENOUGT_PROXY: no free address).
 */
export async function changeIps(caller: Caller, selection: string[]): Promise<Result<ChangeIpAnswer>> {
  const { env, userId, now } = caller
  const ids = [...new Set(selection)]
  const refusal = refusalOf(await selectedProxies(env.DB, userId, ids), ids.length, now)
  if (refusal) return fail(refusal)
  if (!(await takeChangeAllowance(env, userId, ids.length, now))) return fail('GET_IP_TOO_FAST')
  // Another call marked or changed some of them since they were read: say which rule it broke.
  if (!(await markSelection(env.DB, userId, ids, now))) {
    return fail(refusalOf(await selectedProxies(env.DB, userId, ids), ids.length, now) ?? 'RESET_TOO_FAST')
  }
  const results = await runChanges(env, await changingRows(env.DB, ids, now), now)
  return ok({
    results: ids.map((id) => {
      const result = results.get(id) ?? { id, ok: false, code: 'RESET_TOO_FAST' as const }
      return result.ok ? { id, ok: true } : { id, ok: false, code: result.code }
    }),
  })
}
