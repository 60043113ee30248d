import { bareHost } from './proxy-config'
import type { ActiveProxy, Problem } from './state'

/** The fields of `webRequest.onAuthRequired` details the guard reads (same on Chrome and Firefox). */
export type ProxyChallenge = {
  requestId: string
  isProxy: boolean
  challenger: { host: string; port: number }
  statusLine?: string
}
export type LoginResponse = { authCredentials?: { username: string; password: string }; cancel?: boolean }
export type LoginAnswer = { response: LoginResponse; problem: Problem | null }

/** Most requests remembered at once: finished ones are forgotten, this bounds the ones never reported. */
export const TRACKED_REQUESTS = 200

const sameHost = (a: string, b: string) => bareHost(a).toLowerCase() === bareHost(b).toLowerCase()

/**
 * Answers proxy logins without ever letting the browser prompt (ADR 0016). The active proxy's
 * challenge gets its login once per request; a second challenge for the same request means the
 * login was refused (Chrome asks again after wrong credentials, forever), so the request is
 * cancelled and an 'auth_failed' problem is returned for the popup. Site logins (WWW-Authenticate)
 * and other proxies' challenges get no answer: they are not ours to fill in.
 */
export function createAuthGuard(limit = TRACKED_REQUESTS) {
  const answered = new Map<string, 'answered' | 'cancelled'>()
  return {
    answer(challenge: ProxyChallenge, active: ActiveProxy | null, now: number): LoginAnswer {
      const ours =
        challenge.isProxy &&
        active !== null &&
        sameHost(challenge.challenger.host, active.host) &&
        challenge.challenger.port === active.port
      if (!ours || active === null) return { response: {}, problem: null }
      if (!answered.has(challenge.requestId)) {
        answered.set(challenge.requestId, 'answered')
        if (answered.size > limit) answered.delete(answered.keys().next().value as string)
        return { response: { authCredentials: { username: active.username, password: active.password } }, problem: null }
      }
      answered.set(challenge.requestId, 'cancelled')
      const detail = challenge.statusLine?.trim() || '407 Proxy Authentication Required'
      return { response: { cancel: true }, problem: { kind: 'auth_failed', proxyId: active.id, at: now, detail } }
    },
    /** A request ended (completed or failed): forget it. True when the guard had cancelled it. */
    finished(requestId: string): boolean {
      const cancelled = answered.get(requestId) === 'cancelled'
      answered.delete(requestId)
      return cancelled
    },
    get tracked() {
      return answered.size
    },
  }
}
export type AuthGuard = ReturnType<typeof createAuthGuard>
