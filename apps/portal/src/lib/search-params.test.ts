import { describe, expect, it } from 'vitest'
import { OrderListSearch, UserListSearch } from '../features/admin/people-search'
import { choiceParam, readSearch, searchOf, textParam, tokenParam } from './search-params'

// The router reads an address's values as JSON: `?role=1` arrives as the number 1, `?hasAgency=true` as true.
const read = (search: Record<string, unknown>) => readSearch(UserListSearch, search)

describe("the admin user list's address", () => {
  it('keeps a role and the yes/no filters as the API takes them, however the router read them', () => {
    expect(read({ role: 2, hasBalance: true, hasAgency: 'false' })).toMatchObject({ role: '2', hasBalance: 'true', hasAgency: 'false' })
    expect(read({ role: '0' }).role).toBe('0')
  })

  it('drops a value it cannot use instead of failing the page', () => {
    expect(read({ role: 7, hasBalance: 'yes', hasAgency: [true], page: 'x' })).toEqual({ page: 1 })
  })
})

describe('an address read by searchOf', () => {
  it('keeps the keys the page knows, drops the others, and leaves out a key the address did not give', () => {
    const search = searchOf({ page: (value) => (typeof value === 'number' ? value : 1), q: textParam(5) })
    expect(readSearch(search, { page: 3, q: 'abcdefgh', other: 'x' })).toStrictEqual({ page: 3, q: 'abcde' })
    expect(readSearch(search, null)).toStrictEqual({ page: 1 })
    expect(readSearch(search, {})).toStrictEqual({ page: 1 })
  })

  it('answers a key the address gave that reads as nothing, so its raw value cannot reach the page', () => {
    // The router lays the reader's answer over the address's own keys: a key left out would stay `['a']`.
    const search = searchOf({ q: textParam(5), sort: choiceParam(['new', 'old']) })
    const read = readSearch(search, { q: ['a'], sort: 'abc' })
    expect(read).toStrictEqual({ q: undefined, sort: undefined })
    expect({ q: ['a'], sort: 'abc', ...read }).toStrictEqual({ q: undefined, sort: undefined })
  })

  it("gives a choice's default for anything else, when the page has one", () => {
    const search = searchOf({ unit: choiceParam(['day', 'week', 'month'], 'day') })
    expect(readSearch(search, { unit: 'week' })).toEqual({ unit: 'week' })
    expect(readSearch(search, { unit: 'year' })).toEqual({ unit: 'day' })
  })

  it('takes a mailed token only as the text it was, up to its length', () => {
    const search = searchOf({ token: tokenParam(4) })
    expect(readSearch(search, { token: 'abcd' })).toEqual({ token: 'abcd' })
    expect(readSearch(search, { token: 'abcde' })).toStrictEqual({ token: undefined })
    expect(readSearch(search, { token: 1234 })).toStrictEqual({ token: undefined })
  })

  it('reads a day that no calendar has as no day, rather than failing the page', () => {
    // `new Date('2024-13-45…').toISOString()` throws: the page showed the error screen for such a link.
    expect(readSearch(OrderListSearch, { from: '2024-13-45', to: '2024-02-30' })).toStrictEqual({ page: 1, from: undefined, to: undefined })
    expect(readSearch(OrderListSearch, { from: '2024-02-29', to: 20240301 })).toStrictEqual({ page: 1, from: '2024-02-29', to: undefined })
  })
})
