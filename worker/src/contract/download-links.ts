import * as v from 'valibot'

/**
 * A download link (ADR 0028): `GET /api/bought-proxy/download/{token}` answers the owner's proxy list
 * in the export format asked for (`format`, `template`, `status`, `tagId`, `countryCode`, as
 * export-all-proxy takes them), with no login, for tools that poll a list. The token (`pd_…`) is shown
 * once; a new link or a revocation ends the old one (INVALID_TOKEN, 401).
 */
export const DOWNLOAD_TOKEN_PREFIX = 'pd_'
export const DownloadToken = v.pipe(v.string(), v.regex(/^pd_[A-Za-z0-9_-]{43}$/))

/** The live link as /api shows it (never the token again). */
export const DownloadLinkView = v.object({ prefix: v.string(), createdAt: v.number(), lastUsedAt: v.nullable(v.number()) })
export type DownloadLinkView = v.InferOutput<typeof DownloadLinkView>

/** `POST /api/user/download-link`: the new link, shown this once. */
export const NewDownloadLink = v.object({ token: v.string(), url: v.string(), prefix: v.string(), createdAt: v.number() })
export type NewDownloadLink = v.InferOutput<typeof NewDownloadLink>
