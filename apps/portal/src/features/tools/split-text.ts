import type { ValidationCode } from '@proxy-portal/worker/contract/validation'
import { readWholeNumber } from './whole-number'

export type SplitInput = { text: string; delimiter: string; start: string; end: string; joiner: string }
export type SplitErrors = Partial<Record<'delimiter' | 'start' | 'end', ValidationCode>>
export type SplitResult = { ok: true; output: string; kept: number; total: number } | { ok: false; errors: SplitErrors }

/**
 * The pieces of a text between separators. Windows line ends count as one line break, and a text
 * ending in the separator (as most files end in a line break) has no empty piece after it.
 */
export function splitPieces(text: string, delimiter: string): string[] {
  const normalized = text.replaceAll('\r\n', '\n')
  if (!normalized) return []
  const pieces = normalized.split(delimiter)
  if (pieces.length > 1 && pieces.at(-1) === '') pieces.pop()
  return pieces
}

/** Splits by the separator and keeps the pieces from start to end (inclusive; no end: to the last), joined again. */
export function splitText(input: SplitInput): SplitResult {
  const errors: SplitErrors = {}
  const start = readWholeNumber(input.start)
  const end = readWholeNumber(input.end)
  if (!input.delimiter) errors.delimiter = 'fieldIsEmpty'
  if (start === null) errors.start = 'fieldIsEmpty'
  if (start === 'invalid') errors.start = 'invalidValue'
  if (end === 'invalid') errors.end = 'invalidValue'
  if (typeof start === 'number' && typeof end === 'number' && start > end) errors.start = 'splitStartAfterEnd'
  if (Object.keys(errors).length > 0 || typeof start !== 'number' || end === 'invalid') return { ok: false, errors }
  const pieces = splitPieces(input.text, input.delimiter)
  const kept = pieces.slice(start - 1, end ?? undefined)
  return { ok: true, output: kept.join(input.joiner), kept: kept.length, total: pieces.length }
}
