/** Roles 0 and 2 are admins; the spec compares them loosely, as string or number. */
export function isAdminRole(role: unknown): boolean {
  return (typeof role === 'number' || typeof role === 'string') && ['0', '2'].includes(String(role).trim())
}
