import { DEFAULT_PAGE_SIZE, MAX_PAGE, SEARCH_MAX } from '@proxy-portal/worker/contract/list'
import * as v from 'valibot'

// An address is typed, pasted and edited by people and tools; the router parses its values as JSON
// (so `?search=12` is a number and a repeated key an array). A value a page cannot use is dropped or
// brought to the nearest one it can, never an error: a bad link still opens the page.

function toPage(value: unknown): number {
  const asked = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  if (Number.isNaN(asked)) return 1
  return Math.min(MAX_PAGE, Math.max(1, Math.floor(asked)))
}

/** A list's page number, from 1; junk is page 1, anything out of range the nearest page in range. */
export const pageParam = v.optional(v.pipe(v.unknown(), v.transform(toPage)), 1)

/** The last page of a list of `total` items (1 when it is empty): a page past it shows this one instead. */
export const lastPage = (total: number, limit = DEFAULT_PAGE_SIZE) => Math.max(1, Math.ceil(total / limit))

/** Free text (a search, an id, a code); a number the router parsed is its digits again; at most `max` characters. */
export const textParam = (max = SEARCH_MAX) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) =>
        typeof value === 'string'
          ? value.slice(0, max)
          : typeof value === 'number' || typeof value === 'boolean'
            ? String(value)
            : undefined,
      ),
    ),
  )

/** One of a few fixed choices; anything else is as if none was given. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.fallback(v.optional(v.picklist(options)), undefined)

/** One of a few fixed choices the router may have read as a number or a boolean (`?role=1`, `?hasBalance=true`), as text. */
export const choiceTextParam = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.fallback(v.optional(v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String), v.picklist(options))), undefined)

/** A two-letter country code, in capitals; anything else is no country. */
export const countryParam = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' && /^[a-z]{2}$/i.test(value) ? value.toUpperCase() : undefined)),
  ),
)

/** A whole number from 0 (a time in milliseconds); junk is 0. */
export const countParam = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const asked = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
      return Number.isFinite(asked) && asked > 0 ? Math.floor(asked) : 0
    }),
  ),
  0,
)

/** A shop day as YYYY-MM-DD (a list's date filter); anything else, or a day no calendar has, is no date. */
export const dateParam = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
        ? value
        : undefined,
    ),
  ),
)
