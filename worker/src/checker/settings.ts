import type { Config } from '../config'
import type { CheckSettings } from './check-proxy'
import type { PortalEndpoint } from './destinations'

/**
 * The checker's settings from the Worker's configuration (CHECK_TIMEOUT_MS, CHECK_ECHO_URL, CHECK_ECHO6_URL,
 * CHECK_ALLOW_LOOPBACK, CHECK_DOH_URL) and, for a check a request asked for, the portal's own endpoint.
 */
export function checkSettings(config: Config, portal: PortalEndpoint | null): CheckSettings {
  return {
    timeoutMs: config.CHECK_TIMEOUT_MS,
    echo: config.CHECK_ECHO_URL ? new URL(config.CHECK_ECHO_URL) : null,
    echo6: config.CHECK_ECHO6_URL ? new URL(config.CHECK_ECHO6_URL) : null,
    allowLoopback: config.CHECK_ALLOW_LOOPBACK,
    resolver: new URL(config.CHECK_DOH_URL),
    portal,
  }
}
