import { Hono } from 'hono'
import * as v from 'valibot'
import { Done } from '../contract/auth'
import { DownloadLinkView, DownloadToken, NewDownloadLink } from '../contract/download-links'
import { exportFile } from '../contract/export-formats'
import { liveDownloadLink, newDownloadLink, ownerOfDownloadToken, revokeDownloadLinks } from '../exports/download-links'
import { type Cursor, ExportAllQuery, exportPage } from '../exports/export-rows'
import { exportStream } from '../exports/export-stream'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError } from './errors'
import { signedIn } from './session'
import { validate } from './validation'

const PAGE = 500
const pathOf = (token: string) => `/api/bought-proxy/download/${token}`

/** The account's download link (ADR 0028): made, shown and revoked with a signed-in session only, like the API key. */
export const downloadLink = new Hono<ApiEnv>()
  .get(
    '/download-link',
    describe('user', 'The live download link (its first characters, made, last used), or null', v.nullable(DownloadLinkView), 'signed-in'),
    signedIn(),
    async (c) => c.json(await liveDownloadLink(c.get('db'), c.get('auth').user.id), 200),
  )
  .post(
    '/download-link',
    describe('user', 'A new download link, shown once; the previous one stops working (401)', NewDownloadLink, 'signed-in'),
    signedIn(),
    async (c) => {
      const made = await newDownloadLink(c.get('db'), c.get('auth').user.id, c.get('now'))
      return c.json({ ...made, url: `${new URL(c.req.url).origin}${pathOf(made.token)}` }, 200)
    },
  )
  .delete(
    '/download-link',
    describe('user', 'Revoke the download link: it answers 401 from now on', Done, 'signed-in'),
    signedIn(),
    async (c) => {
      await revokeDownloadLinks(c.get('db'), c.get('auth').user.id, c.get('now'))
      return c.json({ ok: true as const }, 200)
    },
  )

/** `GET /api/bought-proxy/download/{token}`: the list behind a download link, as export-all-proxy writes it. */
export const downloadList = new Hono<ApiEnv>().get(
  '/download/:token',
  describe(
    'bought-proxy',
    'The proxy list of a download link, no login: in use by default (status all, expired), a tag or "none", a country; in a format ' +
      '(ip:port:user:pass, user:pass@ip:port, http://, socks5://, CSV, JSON or a custom template). INVALID_TOKEN (401) once revoked',
  ),
  validate('param', v.object({ token: v.string() })),
  validate('query', ExportAllQuery),
  async (c) => {
    const { token } = c.req.valid('param')
    const userId = v.is(DownloadToken, token) ? await ownerOfDownloadToken(c.get('db'), token, c.get('now')) : null
    if (!userId) throw new ApiError('INVALID_TOKEN')
    const { format, template, ...filters } = c.req.valid('query')
    const db = c.get('db')
    const body = exportStream<Cursor>({ format, template }, (after) => exportPage(db, { ...filters, userId }, after, PAGE))
    // Inline, not an attachment: tools read it as a list; never stored by a cache (the token is the only guard).
    return c.body(body, 200, { 'content-type': exportFile(format).mediaType, 'cache-control': 'no-store' })
  },
)
