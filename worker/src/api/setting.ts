import { Hono } from 'hono'
import { describeRoute, resolver } from 'hono-openapi'
import { PublicSettings } from '../contract/settings'
import { loadPublicSettings } from '../db/settings'
import type { ApiEnv } from './context'

export const setting = new Hono<ApiEnv>().get(
  '/list',
  describeRoute({
    tags: ['setting'],
    summary: 'Public settings: contact links, sister sites, company text, tutorial video, USD rate',
    responses: {
      200: { description: 'The settings', content: { 'application/json': { schema: resolver(PublicSettings) } } },
    },
  }),
  async (c) => c.json(await loadPublicSettings(c.get('db')), 200),
)
