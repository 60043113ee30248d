import * as v from 'valibot'
import { auditActions } from './choices'
import { DEFAULT_PAGE_SIZE, ListQuery } from './list'

// Kept apart for the portal's addresses, which must not load this module's schemas (choices.ts).
export { auditActions }

export type AuditAction = (typeof auditActions)[number]

/** Someone an audit row names: the admin who acted, or the user acted on. */
export const AuditPerson = v.object({ _id: v.string(), username: v.string(), email: v.string() })

export const AuditEntryView = v.object({
  _id: v.string(),
  action: v.picklist(auditActions),
  admin: AuditPerson,
  user: v.nullable(AuditPerson),
  /** What else it was about: the settings' keys, a bank transfer's id. */
  subject: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
  /** The admin's reason, where the call takes one (a balance change). */
  note: v.nullable(v.string()),
  createdAt: v.number(),
})
export type AuditEntryView = v.InferOutput<typeof AuditEntryView>

/** Someone named the way an admin knows them: an id, a username or an e-mail (exactly, in any case). */
const Who = v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254, 'tooLong')))

/** `GET /api/log/list-audit`: newest first, 25 a page, filtered by the admin, the user and the action. */
export const AuditQuery = v.object({
  page: ListQuery.entries.page,
  limit: ListQuery.entries.limit,
  admin: Who,
  user: Who,
  action: v.optional(v.picklist(auditActions, 'invalidValue')),
})
export type AuditQuery = v.InferOutput<typeof AuditQuery>

/** `GET /api/log/export-audit`: what the same filters find, as CSV, newest first. */
export const AuditExportQuery = v.object({ admin: Who, user: Who, action: AuditQuery.entries.action })

export const AUDIT_PAGE_SIZE = DEFAULT_PAGE_SIZE

/** `POST /api/auth/confirm-email`: the token of the link mailed to the new address (43 base64url characters). */
export const ConfirmEmailChangeInput = v.object({
  token: v.pipe(v.string('fieldIsEmpty'), v.trim(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'invalidValue')),
})
