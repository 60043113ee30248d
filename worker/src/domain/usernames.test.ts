import { describe, expect, it } from 'vitest'
import { usernameBase, usernameCandidates } from './usernames'

describe('usernames made from e-mails', () => {
  it('take the local part, lowercased and cleaned', () => {
    expect(usernameBase('Nguyen.Van+proxy@Example.com')).toBe('nguyen.vanproxy')
    expect(usernameBase('a@b.c')).toBe('usera')
    expect(usernameBase('__x__@b.c')).toBe('userx')
    expect(usernameBase('averyveryverylonglocalpart@b.c')).toHaveLength(20)
  })

  it('try the base first, then numbered ones', () => {
    expect(usernameCandidates('lan', () => 0).slice(0, 6)).toEqual(['lan', 'lan2', 'lan3', 'lan4', 'lan5', 'lan1000'])
  })
})
