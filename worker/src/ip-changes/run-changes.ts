import type { IpChangeStatus } from '../contract/bought-proxies'
import type { Env } from '../env'
import { accountOf } from '../orders/order-events'
import type { Changing } from './change-marks'
import { statusBefore } from './change-rules'
import { changeNodeExits } from './node-exits'
import { rollBack, type SwapResult, swapAddresses } from './swap'

/**
 * Tells each owner's open pages that these proxies changed status. A notice is a courtesy (the list
 * reads the truth from D1): a failure to send one is logged and never undoes a change.
 */
export async function notify<T extends Pick<Changing, 'id' | 'userId'>>(
  env: Env,
  changes: T[],
  status: (change: T) => IpChangeStatus,
  at: number,
): Promise<void> {
  const groups = new Map<string, Map<IpChangeStatus, string[]>>()
  for (const change of changes) {
    const byStatus = groups.get(change.userId) ?? new Map<IpChangeStatus, string[]>()
    byStatus.set(status(change), [...(byStatus.get(status(change)) ?? []), change.id])
    groups.set(change.userId, byStatus)
  }
  for (const [userId, byStatus] of groups) {
    for (const [ipChangeStatus, ids] of byStatus) {
      try {
        await accountOf(env, userId).notifyProxies({ type: 'proxies', ids, ipChangeStatus, at })
      } catch (error) {
        console.error('proxy notice not sent', userId, error)
      }
    }
  }
}

/**
 * Runs changes already marked 'changing' (ADR 0015, 0018): notice 'changing'; a proxy on a node that
 * runs the node program gets a new exit and stays 'changing' until the node's heartbeat says it
 * serves it (nodes/heartbeat.ts notices 'changed' then); an outside proxy (its node never reported)
 * moves to a free address at once and is 'changed'. The ones that could not change go back as they
 * were. The answer has every change's result.
 */
export async function runChanges(env: Env, changes: Changing[], now: number): Promise<Map<string, SwapResult>> {
  await notify(env, changes, () => 'changing', now)
  const managed = changes.filter((change) => change.managed)
  const results = new Map([
    ...(await changeNodeExits(env.DB, managed, now)),
    ...(await swapAddresses(
      env.DB,
      changes.filter((change) => !change.managed),
      now,
    )),
  ])
  const failed = changes.filter((change) => !results.get(change.id)?.ok)
  await rollBack(env.DB, failed, now)
  await notify(env, failed, (change) => statusBefore(change.ipChangedAt), now)
  await notify(
    env,
    changes.filter((change) => !change.managed && results.get(change.id)?.ok),
    () => 'changed',
    now,
  )
  return results
}
