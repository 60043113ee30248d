import { DEFAULT_PAGE_SIZE, MAX_PAGE, SEARCH_MAX } from '@proxy-portal/worker/contract/choices'
import { stripSearchParams } from '@tanstack/react-router'

// An address is typed, pasted and edited by people and tools; the router parses its values as JSON
// (so `?search=12` is a number and a repeated key an array). A value a page cannot use is dropped or
// brought to the nearest one it can, never an error: a bad link still opens the page.
//
// Plain functions rather than valibot schemas: the router reads every route's search before any page's
// chunk, so whatever they import is code every page, public ones included, loads first (ADR 0038).

/** Reads one address value: what the page gets for it, whatever was there. */
export type Param<T> = (value: unknown) => T

/** A page's address, key by key. */
export type SearchShape = Record<string, Param<unknown>>
/** What a page reads from its address: a key whose param may read nothing is optional, as valibot's were. */
export type SearchOf<S extends SearchShape> = {
  [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]>
} & { [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: ReturnType<S[K]> } extends infer O
  ? { [K in keyof O]: O[K] }
  : never

/** A Standard Schema validator, as the router takes one: it reads the types a link may give and the page gets. */
export type SearchValidator<S extends SearchShape> = {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: 'proxy-portal'
    readonly validate: (search: unknown) => { readonly value: SearchOf<S> }
    readonly types?: { readonly input: Partial<SearchOf<S>>; readonly output: SearchOf<S> }
  }
}

/**
 * A route's `validateSearch`: each key of the shape read by its param, and no other key. A key the address
 * gave that reads as nothing is undefined, one it did not give is left out (as valibot's `v.object`
 * did). Links to the page may give any of the keys, in the page's types.
 */
export function searchOf<const S extends SearchShape>(shape: S): SearchValidator<S> {
  const validate = (search: unknown) => {
    const given = (typeof search === 'object' && search !== null ? search : {}) as Record<string, unknown>
    const read: Record<string, unknown> = {}
    for (const [key, param] of Object.entries(shape)) {
      const value = param(given[key])
      // The router lays these keys over the address's own: a key the address gave must be here, even as
      // nothing, or its raw value (`?sort=abc`) would reach the page.
      if (value !== undefined || key in given) read[key] = value
    }
    return { value: read as SearchOf<S> }
  }
  return { '~standard': { version: 1, vendor: 'proxy-portal', validate } }
}

/** What a validator gives its page (the output type a valibot schema's InferOutput was). */
export type SearchOutput<V> = V extends SearchValidator<infer S> ? SearchOf<S> : never

/** What a page reads from an address (`search` as the router parsed it), as its route would. */
export const readSearch = <S extends SearchShape>(validator: SearchValidator<S>, search: unknown) =>
  validator['~standard'].validate(search).value

/**
 * A route's `search` option: its address leaves out a key at the page's default (page 1, the chart by
 * day), the value the page reads when the key is missing. Without it the server answered /order with a
 * redirect to /order?page=1 (the router sends an address to its canonical form), a round trip before
 * the page on every first visit; links with `page: 1` now read /order too.
 */
export function searchDefaults<S extends SearchShape>(validator: SearchValidator<S>) {
  const defaults: Partial<SearchOf<S>> = readSearch(validator, {})
  return { middlewares: [stripSearchParams<SearchOf<S>>(defaults as never)] }
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN)

/** A list's page number, from 1; junk is page 1, anything out of range the nearest page in range. */
export const pageParam: Param<number> = (value) => {
  const asked = asNumber(value)
  if (Number.isNaN(asked)) return 1
  return Math.min(MAX_PAGE, Math.max(1, Math.floor(asked)))
}

/** The last page of a list of `total` items (1 when it is empty): a page past it shows this one instead. */
export const lastPage = (total: number, limit = DEFAULT_PAGE_SIZE) => Math.max(1, Math.ceil(total / limit))

/** Free text (a search, an id, a code); a number the router parsed is its digits again; at most `max` characters. */
export const textParam =
  (max = SEARCH_MAX): Param<string | undefined> =>
  (value) =>
    typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined

/** One of a few fixed choices; anything else is as if none was given (or the page's default, when it has one). */
export function choiceParam<const T extends readonly [string, ...string[]]>(options: T): Param<T[number] | undefined>
export function choiceParam<const T extends readonly [string, ...string[]]>(options: T, fallback: T[number]): Param<T[number]>
export function choiceParam<const T extends readonly [string, ...string[]]>(
  options: T,
  fallback?: T[number],
): Param<T[number] | undefined> {
  return (value) => (options.includes(value as string) ? (value as T[number]) : fallback)
}

/** One of a few fixed choices the router may have read as a number or a boolean (`?role=1`, `?hasBalance=true`), as text. */
export const choiceTextParam =
  <const T extends readonly [string, ...string[]]>(options: T): Param<T[number] | undefined> =>
  (value) => {
    const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined
    return options.includes(text as string) ? (text as T[number]) : undefined
  }

/** A two-letter country code, in capitals; anything else is no country. */
export const countryParam: Param<string | undefined> = (value) =>
  typeof value === 'string' && /^[a-z]{2}$/i.test(value) ? value.toUpperCase() : undefined

/** A whole number from 0 (a time in milliseconds); junk is 0. */
export const countParam: Param<number> = (value) => {
  const asked = asNumber(value)
  return Number.isFinite(asked) && asked > 0 ? Math.floor(asked) : 0
}

/** A shop day as YYYY-MM-DD (a list's date filter); anything else, or a day no calendar has, is no date. */
export const dateParam: Param<string | undefined> = (value) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  // A month 13 is no date at all (toISOString would throw); 31 February rolls into March.
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined
}

/** A token from a mailed link, as it came (at most `max` characters); anything else is no token. */
export const tokenParam =
  (max: number): Param<string | undefined> =>
  (value) =>
    typeof value === 'string' && value.length <= max ? value : undefined

/** A value the page reads as it came, whatever it is (a flag whose presence is what counts). */
export const anyParam: Param<unknown> = (value) => value
