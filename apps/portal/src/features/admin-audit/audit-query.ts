import { AUDIT_PAGE_SIZE, type AuditAction, auditActions } from '@proxy-portal/worker/contract/audit'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { api, unwrap } from '../../lib/api'

/**
 * The audit page's address: page and filters. Anything malformed falls back to the first page, no
 * filter (a hand-edited address shows the log, never an error).
 */
export const AuditSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 1), 1),
  admin: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(254))), undefined),
  user: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(254))), undefined),
  action: v.fallback(v.optional(v.picklist(auditActions)), undefined),
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
