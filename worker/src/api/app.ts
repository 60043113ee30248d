import { Hono } from 'hono'
import { database } from '../db/client'
import type { ApiEnv } from './context'
import { errorResponse, handleError } from './errors'
import { health } from './health'
import { mountOpenApi } from './openapi'
import { setting } from './setting'

function createApi() {
  const app = new Hono<ApiEnv>()
    .basePath('/api')
    .use(async (c, next) => {
      c.set('db', database(c.env.DB))
      await next()
    })
    .route('/health', health)
    .route('/setting', setting)
  app.onError(handleError)
  app.notFound((c) => errorResponse(c, 'NOT_FOUND'))
  return mountOpenApi(app)
}

export const api = createApi()

/** The API's type, for the typed Hono client in the contract. */
export type ApiType = typeof api
