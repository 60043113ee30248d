import { auditActions } from '@proxy-portal/worker/contract/choices'
import { choiceParam, pageParam, searchOf, textParam } from '../../lib/search-params'

// The address apart from the query, as in admin/people-search.ts (ADR 0038).

/**
 * The audit page's address: page and filters. Anything malformed falls back to the first page, no
 * filter (a hand-edited address shows the log, never an error).
 */
export const AuditSearch = searchOf({
  page: pageParam,
  admin: textParam(254),
  user: textParam(254),
  action: choiceParam(auditActions),
})
