import { sha256 } from '../auth/crypto'
import { PLAN_ID_PREFIX } from '../contract/plans'

const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789'
const MIXED = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/** Random characters of an alphabet, without the bias of a plain modulo. */
function randomText(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length)
  let text = ''
  while (text.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && text.length < length) text += alphabet[byte % alphabet.length]
    }
  }
  return text
}

/**
 * The proxy login of a plan ('sp…') or a trial ('st…'): one username and password for all its
 * proxies; or of a rotating key's endpoint ('sk…'). The password is 12 characters, inside both of the spec's readings (8-12 and 10-20),
 * without look-alike characters, since customers type it into tools.
 */
export function newProxyLogin(prefix: 'sp' | 'st' | 'sk'): { username: string; password: string } {
  return { username: `${prefix}${randomText(LOWER, 10)}`, password: randomText(MIXED, 12) }
}

/**
 * A plan's id from the call's event key (the user, the call and its Idempotency-Key): a retry after
 * a lost answer finds the plan it made instead of being refused as a second plan.
 */
export async function planIdOf(userId: string, eventKey: string): Promise<string> {
  return `${PLAN_ID_PREFIX}${(await sha256(`${userId}\n${eventKey}`)).slice(0, 22)}`
}
