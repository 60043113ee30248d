import { Hono } from 'hono'
import { describeRoute, resolver } from 'hono-openapi'
import { PublicSettings, publicSettingSchemas } from '../contract/settings'
import { readSettings } from '../db/settings'
import { toPublicSettings } from '../domain/public-settings'
import type { ApiEnv } from './context'

const publicKeys = Object.keys(publicSettingSchemas)

export const setting = new Hono<ApiEnv>().get(
  '/list',
  describeRoute({
    tags: ['setting'],
    summary: 'Public settings: contact links, sister sites, company text, tutorial video, USD rate',
    responses: {
      200: { description: 'The settings', content: { 'application/json': { schema: resolver(PublicSettings) } } },
    },
  }),
  async (c) => {
    const rows = await readSettings(c.get('db'), publicKeys)
    const settings = toPublicSettings(rows, (key) => console.warn(`setting ${key} does not match its schema`))
    return c.json(settings, 200)
  },
)
