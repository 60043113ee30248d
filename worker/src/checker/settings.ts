import type { Config } from '../config'
import type { CheckSettings } from './check-proxy'

/** The checker's settings from the Worker's configuration (CHECK_TIMEOUT_MS, CHECK_ECHO_URL). */
export function checkSettings(config: Config): CheckSettings {
  return { timeoutMs: config.CHECK_TIMEOUT_MS, echo: config.CHECK_ECHO_URL ? new URL(config.CHECK_ECHO_URL) : null }
}
