import { AUDIT_PAGE_SIZE, type AuditAction } from '@proxy-portal/worker/contract/audit'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

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
