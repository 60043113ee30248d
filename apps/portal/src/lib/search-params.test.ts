import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { UserListSearch } from '../features/admin/people-search'

// The router reads an address's values as JSON: `?role=1` arrives as the number 1, `?hasAgency=true` as true.
const read = (search: Record<string, unknown>) => v.parse(UserListSearch, search)

describe("the admin user list's address", () => {
  it('keeps a role and the yes/no filters as the API takes them, however the router read them', () => {
    expect(read({ role: 2, hasBalance: true, hasAgency: 'false' })).toMatchObject({ role: '2', hasBalance: 'true', hasAgency: 'false' })
    expect(read({ role: '0' }).role).toBe('0')
  })

  it('drops a value it cannot use instead of failing the page', () => {
    expect(read({ role: 7, hasBalance: 'yes', hasAgency: [true], page: 'x' })).toEqual({ page: 1 })
  })
})
