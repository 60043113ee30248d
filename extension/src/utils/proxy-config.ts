import { type BypassRule, bypassesProxy } from './bypass-match'
import { chromeBypassList, effectiveBypass } from './bypass-rules'
import type { ActiveProxy, Settings } from './state'

/** The value given to Chrome's `proxy.settings.set` (ADR 0016: switching). */
export type ChromeProxyConfig =
  | { mode: 'direct' }
  | { mode: 'fixed_servers'; rules: { singleProxy: { scheme: 'http'; host: string; port: number }; bypassList: string[] } }
  | { mode: 'pac_script'; pacScript: { data: string; mandatory: true } }

/** Proxy hosts are stored as the portal lists them; an IPv6 address may come in brackets. */
export const bareHost = (host: string) => host.trim().replace(/^\[|\]$/g, '')

/**
 * The PAC script of the kill switch off: bypassed hosts direct, everything else through the proxy
 * and direct only when the proxy cannot be reached. It carries the very matcher Firefox runs.
 */
export function pacScript(active: ActiveProxy, rules: readonly BypassRule[]): string {
  const host = bareHost(active.host)
  const proxy = `PROXY ${host.includes(':') ? `[${host}]` : host}:${active.port}; DIRECT`
  return [
    `var rules = ${JSON.stringify(rules)};`,
    `var bypassesProxy = ${bypassesProxy.toString()};`,
    `function FindProxyForURL(url, host) { return bypassesProxy(rules, url) ? 'DIRECT' : ${JSON.stringify(proxy)}; }`,
  ].join('\n')
}

/**
 * What Chrome should do for the chosen proxy and settings. Direct is `mode: 'direct'`, never the
 * system setting. The kill switch on is `fixed_servers`: no DIRECT in the list, so a failing proxy
 * fails the request. Off is a PAC script with DIRECT after the proxy. Chrome never lets a PAC script
 * proxy loopback, so when the customer removed loopback from the list the proxy is fixed even with
 * the kill switch off: loopback then really goes through the proxy (and nothing falls back to direct).
 */
export function chromeProxyConfig(active: ActiveProxy | null, settings: Settings, portalOrigin: string | null): ChromeProxyConfig {
  if (active === null) return { mode: 'direct' }
  const bypass = effectiveBypass(settings.bypass, portalOrigin)
  if (!settings.killSwitch && !bypass.loopbackRemoved) {
    return { mode: 'pac_script', pacScript: { data: pacScript(active, bypass.rules), mandatory: true } }
  }
  return {
    mode: 'fixed_servers',
    rules: { singleProxy: { scheme: 'http', host: bareHost(active.host), port: active.port }, bypassList: chromeBypassList(bypass) },
  }
}
