import { describe, expect, it } from 'vitest'
import { isAdminRole } from './roles'

describe('isAdminRole', () => {
  it('treats roles 0 and 2 as admins, compared loosely', () => {
    for (const role of [0, 2, '0', '2', ' 2 ']) expect(isAdminRole(role), String(role)).toBe(true)
  })

  it('treats every other role as a customer', () => {
    for (const role of [1, 3, '1', '', null, undefined, '02', [0], { role: 0 }]) expect(isAdminRole(role), String(role)).toBe(false)
  })
})
