import { describe, expect, it } from 'vitest'
import { maskedEmail } from './masked-email'

describe('maskedEmail', () => {
  it('keeps two characters of the name and the domain', () => {
    expect(maskedEmail('nguyenvanan@gmail.com')).toBe('ng***@gmail.com')
  })

  it('never shows a short name whole', () => {
    expect(maskedEmail('ab@x.vn')).toBe('a***@x.vn')
    expect(maskedEmail('a@x.vn')).toBe('***@x.vn')
  })

  it('hides what is not an e-mail', () => {
    expect(maskedEmail('nobody')).toBe('***')
  })
})
