import { checkHeldProxies, healthUpdates } from '../checker/check-held'
import { stalestInUse, storeHealth } from '../checker/held-proxies'
import { checkSettings } from '../checker/settings'
import { config } from '../config'
import { database } from '../db/client'
import type { Env } from '../env'

/** Proxies checked per cron tick: 30 at 6 at a time stays well inside a tick even when all time out. */
export const HEALTH_CHECKS_PER_TICK = 30

/**
 * The rolling health check (ADR 0015): each tick checks the proxies in use whose health is oldest (never
 * checked first) and stores what it found. Two runs at once may check the same proxies; the newest
 * result stays (storeHealth), so running twice is harmless.
 */
export async function checkProxyHealth(env: Env): Promise<void> {
  const db = database(env.DB)
  const due = await stalestInUse(db, HEALTH_CHECKS_PER_TICK)
  if (due.length === 0) return
  await storeHealth(db, healthUpdates(await checkHeldProxies(due, checkSettings(config(env), null))))
}
