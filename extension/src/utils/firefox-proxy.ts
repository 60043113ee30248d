import { browser } from 'wxt/browser'
import { type BypassRule, bypassesProxy } from './bypass-match'
import { effectiveBypass } from './bypass-rules'
import { bareHost } from './proxy-config'
import type { ActiveProxy, Settings } from './state'

/**
 * Firefox switches per request with `proxy.onRequest` (its `proxy.settings` needs private-window
 * access, and Chrome's `proxy.settings` shape does not exist there). Same choice as on Chrome:
 * bypassed hosts direct, everything else through the HTTP proxy.
 *
 * Kill switch: on, the answer is the proxy alone. Firefox then fails a web page's request when the
 * proxy is down instead of going direct (it fails over to direct only for its own system requests,
 * and only while the `network.proxy.failover_direct` preference is on, which an extension cannot
 * change). Off, the answer is the proxy then `direct`, which Firefox tries when the proxy fails.
 * `failoverTimeout` keeps a failed proxy marked bad for seconds rather than Firefox's 30 minutes, so
 * the proxy is tried again soon after it comes back.
 */
export type FirefoxProxyInfo = { type: 'direct' } | { type: 'http'; host: string; port: number; failoverTimeout: number }
export type FirefoxPlan = { host: string; port: number; killSwitch: boolean; rules: BypassRule[] } | null

export const FAILOVER_SECONDS = 5

export function firefoxPlan(active: ActiveProxy | null, settings: Settings, portalOrigin: string | null): FirefoxPlan {
  if (active === null) return null
  const { rules } = effectiveBypass(settings.bypass, portalOrigin)
  return { host: bareHost(active.host), port: active.port, killSwitch: settings.killSwitch, rules }
}

export function firefoxProxyInfo(plan: FirefoxPlan, url: string): FirefoxProxyInfo | FirefoxProxyInfo[] {
  if (plan === null || bypassesProxy(plan.rules, url)) return { type: 'direct' }
  const proxy: FirefoxProxyInfo = { type: 'http', host: plan.host, port: plan.port, failoverTimeout: FAILOVER_SECONDS }
  return plan.killSwitch ? proxy : [proxy, { type: 'direct' }]
}

/** Firefox-only API, absent from the Chrome types WXT ships. */
type FirefoxProxyApi = {
  onRequest: {
    addListener(listener: (details: { url: string }) => Promise<FirefoxProxyInfo | FirefoxProxyInfo[]>, filter: { urls: string[] }): void
  }
}

/**
 * Registers the per-request answer; call it synchronously at the start of the background so a
 * woken background answers the very request that woke it. The plan is read from storage once and
 * kept until `invalidate()` (called whenever the active proxy, settings or connection change).
 */
export function registerFirefoxProxy(readPlan: () => Promise<FirefoxPlan>): { invalidate(): void } {
  let plan: Promise<FirefoxPlan> | null = null
  const api = browser.proxy as unknown as FirefoxProxyApi
  api.onRequest.addListener(
    async (details) => {
      plan ??= readPlan()
      return firefoxProxyInfo(await plan, details.url)
    },
    { urls: ['<all_urls>'] },
  )
  return {
    invalidate() {
      plan = null
    },
  }
}
