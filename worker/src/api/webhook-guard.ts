import type { Context, MiddlewareHandler } from 'hono'
import type { ApiEnv } from './context'
import { countHit, refuseWhenOver } from './rate-limit'
import { clientIp } from './request-meta'

/**
 * Webhooks are open to anyone, so a message that fails verification keeps nothing: no body, no audit
 * row, only its sender's count of rejections (one rate-limit row per provider and sender). Past the
 * limit the sender is refused before its body is read. A provider's verified messages never count, so
 * its own traffic cannot reach the limit however busy it is.
 */
const senderOf = (c: Context<ApiEnv>, provider: string) => `${provider}:${clientIp(c) ?? 'unknown'}`

export function webhookGuard(provider: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await refuseWhenOver(c, 'webhookRejections', senderOf(c, provider))
    await next()
  }
}

/** Counts a message that failed verification against its sender; nothing of the message is kept. */
export async function countRejectedWebhook(c: Context<ApiEnv>, provider: string): Promise<void> {
  await countHit(c, 'webhookRejections', senderOf(c, provider))
}
