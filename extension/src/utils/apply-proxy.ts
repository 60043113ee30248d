import { browser } from 'wxt/browser'
import { showBadge } from './badge'
import { type FirefoxPlan, firefoxPlan } from './firefox-proxy'
import { isStaleProblem } from './problems'
import { chromeProxyConfig } from './proxy-config'
import { type ActiveProxy, activeItem, connectionItem, problemItem, type Settings, settingsItem } from './state'

export type BrowserTarget = 'chrome' | 'firefox'

/** What the browser should do now: the active proxy only while connected (a disconnect is direct). */
export type ProxyState = { active: ActiveProxy | null; settings: Settings; portalOrigin: string | null }

export async function readProxyState(): Promise<ProxyState> {
  const [active, stored, connection] = await Promise.all([activeItem.getValue(), settingsItem.getValue(), connectionItem.getValue()])
  // Settings written by an older version may miss a field: the defaults fill it.
  const settings = { ...settingsItem.fallback, ...stored }
  return { active: connection ? active : null, settings, portalOrigin: connection?.url ?? null }
}

export async function readFirefoxPlan(): Promise<FirefoxPlan> {
  const { active, settings, portalOrigin } = await readProxyState()
  return firefoxPlan(active, settings, portalOrigin)
}

/**
 * Applies the stored choice to the browser, the badge and the problem note. Chrome keeps the
 * setting itself (`scope: 'regular'`, set again on every start so it always matches storage);
 * Firefox answers per request from the plan, which `invalidateFirefoxPlan` makes it read again.
 * A problem left from another proxy, or from an earlier use of this one, is dropped.
 */
export async function applyProxy(target: BrowserTarget, invalidateFirefoxPlan: () => void = () => {}): Promise<void> {
  const state = await readProxyState()
  if (target === 'chrome') {
    await browser.proxy.settings.set({ value: chromeProxyConfig(state.active, state.settings, state.portalOrigin), scope: 'regular' })
  } else {
    invalidateFirefoxPlan()
  }
  const problem = await problemItem.getValue()
  const current = problem && !isStaleProblem(problem, state.active) ? problem : null
  if (problem && !current) await problemItem.setValue(null)
  await showBadge(state.active, current)
}

/** The badge alone, when only the problem note changed. */
export async function refreshBadge(): Promise<void> {
  const [{ active }, problem] = await Promise.all([readProxyState(), problemItem.getValue()])
  await showBadge(active, problem && !isStaleProblem(problem, active) ? problem : null)
}
