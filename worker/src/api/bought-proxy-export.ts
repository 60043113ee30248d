import { Hono } from 'hono'
import { exportFile } from '../contract/export-formats'
import { type Cursor, ExportAllQuery, exportPage } from '../exports/export-rows'
import { exportStream } from '../exports/export-stream'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { signedIn } from './session'
import { validate } from './validation'

/** Rows read from D1 per page of a streamed export. */
const PAGE = 500

/** `proxies-20261122`: the day of the export (UTC), for the file name. */
const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10).replaceAll('-', '')

/** Export all (spec section 7, Bought proxy: GET export-all-proxy): every matching proxy of the caller, as a file. */
export const boughtProxyExport = new Hono<ApiEnv>().get(
  '/export-all-proxy',
  describe(
    'bought-proxy',
    'Download the proxies (in use by default; all, expired; a tag or "none", a country) in a format: ' +
      'ip:port:user:pass, user:pass@ip:port, http://, socks5://, CSV, JSON or a custom template (exportFormatInvalid otherwise)',
    undefined,
    'api-key',
  ),
  signedIn({ apiKey: true }),
  validate('query', ExportAllQuery),
  async (c) => {
    const { format, template, ...filters } = c.req.valid('query')
    const scope = { ...filters, userId: c.get('auth').user.id }
    const db = c.get('db')
    const file = exportFile(format)
    const body = exportStream<Cursor>({ format, template }, (after) => exportPage(db, scope, after, PAGE))
    return c.body(body, 200, {
      'content-type': file.mediaType,
      'content-disposition': `attachment; filename="proxies-${dayOf(c.get('now'))}.${file.extension}"`,
      'cache-control': 'no-store',
    })
  },
)
