import type { AuditAction } from '@proxy-portal/worker/contract/audit'
import { m } from '../../paraglide/messages'

export const auditActionText: Record<AuditAction, () => string> = {
  create_admin: m.audit_action_create_admin,
  update_user: m.audit_action_update_user,
  ban_user: m.audit_action_ban_user,
  activate_user: m.audit_action_activate_user,
  delete_user: m.audit_action_delete_user,
  request_email_change: m.audit_action_request_email_change,
  confirm_email_change: m.audit_action_confirm_email_change,
  adjust_balance: m.audit_action_adjust_balance,
  credit_transfer: m.audit_action_credit_transfer,
  renew_user: m.audit_action_renew_user,
  update_settings: m.audit_action_update_settings,
  extend_order: m.audit_action_extend_order,
  cancel_order: m.audit_action_cancel_order,
  order_auto_renew: m.audit_action_order_auto_renew,
  revoke_sessions: m.audit_action_revoke_sessions,
  revoke_api_key: m.audit_action_revoke_api_key,
  revoke_extension_token: m.audit_action_revoke_extension_token,
  reset_two_factor: m.audit_action_reset_two_factor,
  update_agency: m.audit_action_update_agency,
  create_coupon: m.audit_action_create_coupon,
  update_coupon: m.audit_action_update_coupon,
}

const shown = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value))

/** Each field a change touched, as `field: before → after` (the stored JSON, read as it was written). */
export function changeLines(before: unknown, after: unknown): string[] {
  const from = (before ?? {}) as Record<string, unknown>
  const to = (after ?? {}) as Record<string, unknown>
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])]
  return fields.map((field) => `${field}: ${shown(from[field])} → ${shown(to[field])}`)
}
