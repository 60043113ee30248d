import { createHmac } from 'node:crypto'
import type { APIRequestContext } from 'playwright-core'

export const currentStep = () => Math.floor(Date.now() / 30_000)

/** RFC 6238 TOTP, as an authenticator app computes it, for a 30-second step (now by default). */
export function totp(secret: string, step = currentStep()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const ch of secret) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? [])
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', key).update(counter).digest()
  const at = (mac.at(-1) ?? 0) & 15
  return String((mac.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

/**
 * A code the server will take after `lastStep` was used: each code works once and the server
 * accepts one step either side of now, so this waits for the clock when the next step is too far.
 */
export async function nextTotp(secret: string, lastStep: number): Promise<{ code: string; step: number }> {
  while (lastStep + 1 > currentStep() + 1) await new Promise((wait) => setTimeout(wait, 500))
  const step = Math.max(lastStep + 1, currentStep() - 1)
  return { code: totp(secret, step), step }
}

/** The same access token, expired an hour ago: what the browser holds after a long pause. */
export function expiredCopy(accessToken: string, secret: string): string {
  const [, payload] = accessToken.split('.')
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, number>
  const now = Math.floor(Date.now() / 1000)
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now - 7200, exp: now - 3600 })).toString('base64url')
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')
  return `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`
}

/**
 * The code in the newest mail to `email`, from the local outbox. Asked again for up to 10 s: a form's
 * click returns before its request (and so its mail) is done, and a loaded machine takes its time.
 */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((wait) => setTimeout(wait, 100))) {
    const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { text: string }[]
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1]
    if (code) return code
  }
  throw new Error(`no code mailed to ${email}`)
}
