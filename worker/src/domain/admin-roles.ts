/**
 * What an admin may do to an account, by role (ADR 0024). Role 0 is the owner's admin: an admin of
 * role 2 may not change, ban, delete or move the balance of a role-0 account, nor make one (by
 * creating an admin of role 0 or raising someone to 0). Role 0 may do all of it. Nobody acts on
 * themself through the admin calls (no locking oneself out, no raising oneself).
 */
export const OWNER_ROLE = 0

export type RoleRefusal = 'self' | 'owner'

/** Why `actor` may not act on `target`, or null when they may. */
export function refusalToActOn(actor: { id: string; role: number }, target: { id: string; role: number }): RoleRefusal | null {
  if (actor.id === target.id) return 'self'
  if (target.role === OWNER_ROLE && actor.role !== OWNER_ROLE) return 'owner'
  return null
}

/** Whether `actor` may give an account this role. */
export function mayGrantRole(actor: { role: number }, role: number): boolean {
  return role !== OWNER_ROLE || actor.role === OWNER_ROLE
}
