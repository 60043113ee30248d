import { fail, ok, type Result } from '../contract/errors'
import { isIpv4 } from '../contract/ipv4'
import { MAX_AUTH_IPS } from '../contract/plans'

/**
 * The auth-IP rule (spec section 5), shared by plans, trials and bought proxies: the typed text is
 * one IPv4 per line (blank lines and surrounding spaces do not count, a repeat counts once), the
 * list is not empty and holds at most 3; any of that broken is INVALID_IP. A list equal to the old
 * one, in any order, is SAME_OLD_AUTH_IP.
 */
export function parseAuthIps(text: string, old: readonly string[]): Result<string[]> {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const list = [...new Set(lines)]
  if (list.length === 0 || list.length > MAX_AUTH_IPS || !list.every(isIpv4)) return fail('INVALID_IP')
  if (sameSet(list, old)) return fail('SAME_OLD_AUTH_IP')
  return ok(list)
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const other = new Set(b)
  return a.length === other.size && a.every((ip) => other.has(ip))
}
