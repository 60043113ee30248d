import portal from '@proxy-portal/portal/server'
import { api } from './api/app'
import type { Env } from './env'
import { runScheduled } from './jobs/scheduled'

export { UserAccount } from './durable-objects/user-account'

/** `/api/*` goes to the Hono API; every other path to the server-rendered portal. */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/')
}

export default {
  fetch(request, env, ctx) {
    if (isApiPath(new URL(request.url).pathname)) return api.fetch(request, env, ctx)
    return portal.fetch(request, { api: (apiRequest: Request) => api.fetch(apiRequest, env, ctx) })
  },
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(env, controller.scheduledTime))
  },
} satisfies ExportedHandler<Env>
