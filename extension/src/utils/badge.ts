import { browser } from 'wxt/browser'
import type { ActiveProxy, Problem } from './state'

/** Green while the proxy is in use, red once it failed (the popup says why); no badge when direct. */
export const BADGE_COLORS = { ok: '#15803d', problem: '#b91c1c' } as const

/** The toolbar badge: the active proxy's country code, cleared when the browser goes direct. */
export async function showBadge(active: ActiveProxy | null, problem: Problem | null): Promise<void> {
  await browser.action.setBadgeText({ text: active ? active.countryCode.toUpperCase().slice(0, 4) : '' })
  if (active) await browser.action.setBadgeBackgroundColor({ color: problem ? BADGE_COLORS.problem : BADGE_COLORS.ok })
}
