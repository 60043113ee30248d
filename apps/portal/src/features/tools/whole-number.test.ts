import { describe, expect, it } from 'vitest'
import { readWholeNumber } from './whole-number'

describe('readWholeNumber', () => {
  it('reads whole numbers from 1, empty as null, anything else as invalid', () => {
    expect(readWholeNumber(' 12 ')).toBe(12)
    expect(readWholeNumber('')).toBeNull()
    for (const typed of ['0', '-1', '1.5', '1e3', 'abc', '99999999999999999999']) expect(readWholeNumber(typed), typed).toBe('invalid')
  })
})
