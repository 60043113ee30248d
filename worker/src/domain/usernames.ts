/**
 * Registration asks for an e-mail, not a username; the username is made from the e-mail's local
 * part: lowercase letters, digits, '.', '_' and '-', 3 to 20 characters.
 */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
  const base = local.slice(0, 20)
  return base.length >= 3 ? base : `user${base}`
}

/** Candidates in the order they are tried: the base, then the base with a number. */
export function usernameCandidates(base: string, random: () => number): string[] {
  const numbered = [2, 3, 4, 5].map((n) => `${base}${n}`)
  const randomised = Array.from({ length: 5 }, () => `${base}${Math.floor(1000 + random() * 9000)}`)
  return [base, ...numbered, ...randomised]
}
