/**
 * An e-mail as an agency may see its referred customers': the first two characters of the name and
 * the domain (enough to tell customers apart, not enough to write to them).
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 0) return '***'
  const name = email.slice(0, at)
  return `${name.slice(0, Math.min(2, name.length - 1))}***${email.slice(at)}`
}
