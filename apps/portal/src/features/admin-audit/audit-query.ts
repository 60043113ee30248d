import { AUDIT_PAGE_SIZE, type AuditAction, auditActions } from '@proxy-portal/worker/contract/audit'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { api, unwrap } from '../../lib/api'
import { choiceParam, pageParam, textParam } from '../../lib/search-params'

/**
 * The audit page's address: page and filters. Anything malformed falls back to the first page, no
 * filter (a hand-edited address shows the log, never an error).
 */
export const AuditSearch = v.object({
  page: pageParam,
  admin: textParam(254),
  user: textParam(254),
  action: choiceParam(auditActions),
})
export type AuditFilter = { page: number; admin?: string; user?: string; action?: AuditAction }

export const auditQuery = ({ page, admin, user, action }: AuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit', { page, admin, user, action }],
    queryFn: () =>
      unwrap(
        api().api.log['list-audit'].$get({
          query: {
            page: String(page),
            limit: String(AUDIT_PAGE_SIZE),
            ...(admin && { admin }),
            ...(user && { user }),
            ...(action && { action }),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  })

/** The CSV of every entry the filters keep (a link: the browser downloads it with the session cookie). */
export const auditExportUrl = ({ admin, user, action }: AuditFilter) =>
  api()
    .api.log['export-audit'].$url({ query: { ...(admin && { admin }), ...(user && { user }), ...(action && { action }) } })
    .toString()
