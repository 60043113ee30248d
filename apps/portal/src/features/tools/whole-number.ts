/** A whole number from 1 as typed (a position or a count): null when empty, 'invalid' for anything else. */
export function readWholeNumber(typed: string): number | null | 'invalid' {
  const text = typed.trim()
  if (!text) return null
  if (!/^\d+$/.test(text)) return 'invalid'
  const value = Number(text)
  return Number.isSafeInteger(value) && value >= 1 ? value : 'invalid'
}
