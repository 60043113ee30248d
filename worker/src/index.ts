import portal from '@proxy-portal/portal/server'
import { withReferralCookie } from './agency/referral-cookie'
import { api } from './api/app'
import { renderMailboxPage } from './api/dev'
import { config } from './config'
import { database } from './db/client'
import { listOutbox } from './db/outbox'
import type { Env } from './env'
import { jobsFor, runScheduled } from './jobs/scheduled'
import { LOCAL_MODE } from './local-mode'
import { cachePolicy } from './private-answers'
import { withSecurityHeaders } from './security-headers'

export { UserAccount } from './durable-objects/user-account'

/** `/api/*` goes to the Hono API; every other path to the server-rendered portal. */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/')
}

async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url)
  if (isApiPath(url.pathname)) return api.fetch(request, env, ctx)
  if (LOCAL_MODE && url.pathname === '/dev/mailbox') {
    const to = url.searchParams.get('to')?.trim().toLowerCase() || undefined
    return new Response(renderMailboxPage(await listOutbox(database(env.DB), to), to), {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
  }
  // The Perfect Money form posts to the SCI the deployment configures (its sandbox in local mode).
  const formOrigin = new URL(config(env).PM_FORM_URL).origin
  const page = await portal.fetch(request, { api: (apiRequest: Request) => api.fetch(apiRequest, env, ctx), formOrigin })
  return withReferralCookie(request, page, database(env.DB))
}

export default {
  async fetch(request, env, ctx) {
    const response = await route(request, env, ctx)
    const isApi = isApiPath(new URL(request.url).pathname)
    return withSecurityHeaders(response, isApi, cachePolicy(request, response, isApi))
  },
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(env, controller.scheduledTime, jobsFor(controller.cron)))
  },
} satisfies ExportedHandler<Env>
