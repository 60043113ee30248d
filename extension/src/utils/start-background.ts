import { browser } from 'wxt/browser'
import { applyProxy, type BrowserTarget, readFirefoxPlan, refreshBadge } from './apply-proxy'
import { registerFirefoxProxy } from './firefox-proxy'
import { registerNetworkListeners } from './network-listeners'
import { REFRESH_ALARM, refreshProxies, scheduleRefresh } from './refresh'
import { activeItem, connectionItem, problemItem, proxyCacheItem, settingsItem } from './state'

/**
 * Everything the background does for the proxy (ADR 0016): storage holds the customer's choices,
 * the background applies them on every start and on every change, so a stopped and woken worker
 * behaves the same as one that never stopped. Every listener is registered before the first await.
 * The promise settles once the stored choice is applied (tests wait on it).
 */
export function startBackground(target: BrowserTarget): Promise<void> {
  const firefox = target === 'firefox' ? registerFirefoxProxy(readFirefoxPlan) : null
  registerNetworkListeners(target)

  // One application at a time, in order: the last change is the one the browser and badge end with.
  let queue = Promise.resolve()
  const inTurn = (task: () => Promise<void>) => {
    queue = queue.then(task, task)
    return queue
  }
  const apply = () => inTurn(() => applyProxy(target, () => firefox?.invalidate()))

  browser.runtime.onStartup.addListener(() => {
    void apply()
    void refreshProxies()
  })
  browser.runtime.onInstalled.addListener(() => {
    void apply()
    void refreshProxies()
  })
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === REFRESH_ALARM) void refreshProxies()
  })
  activeItem.watch(() => void apply())
  settingsItem.watch(() => void apply())
  connectionItem.watch((connection) => {
    // Disconnected: direct, and nothing of that account stays behind (its list holds passwords).
    if (connection === null) void Promise.all([activeItem.setValue(null), problemItem.setValue(null), proxyCacheItem.setValue(null)])
    void apply()
  })
  problemItem.watch(() => void inTurn(refreshBadge))

  return Promise.all([apply(), scheduleRefresh()]).then(() => undefined)
}
