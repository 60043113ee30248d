import { Hono } from 'hono'
import { PublicSettings, UpdateSettingsInput } from '../contract/settings'
import { loadPublicSettings, updateSettings } from '../db/settings'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

const summary = 'Public settings: contact links, sister sites, company text, tutorial video, USD rate, bank accounts'

export const setting = new Hono<ApiEnv>()
  .get('/list', describe('setting', summary, PublicSettings), async (c) => c.json(await loadPublicSettings(c.get('db')), 200))
  .get('/list-setting', describe('setting', `${summary}, for editing`, PublicSettings, 'admin'), signedIn(), adminOnly, async (c) =>
    c.json(await loadPublicSettings(c.get('db')), 200),
  )
  .put(
    '/update',
    describe(
      'setting',
      'Change settings, each within its bounds (null resets one to its default); kept in the audit log',
      PublicSettings,
      'admin',
    ),
    signedIn(),
    adminOnly,
    validate('json', UpdateSettingsInput),
    async (c) => {
      await updateSettings(c.get('db'), c.req.valid('json').settings, c.get('now'), c.get('auth').user.id)
      return c.json(await loadPublicSettings(c.get('db')), 200)
    },
  )
