import * as v from 'valibot'
import { DEFAULT_PAGE_SIZE, MAX_PAGE, SEARCH_MAX } from './choices'

// Kept apart for the portal's addresses, which must not load this module's schemas (choices.ts).
export { DEFAULT_PAGE_SIZE, MAX_PAGE, SEARCH_MAX }

const positiveInt = (fallback: number, max: number) =>
  v.optional(
    v.pipe(
      v.string('invalidValue'),
      v.regex(/^\d+$/, 'invalidValue'),
      v.transform(Number),
      v.integer(),
      v.minValue(1, 'invalidValue'),
      v.maxValue(max, 'invalidValue'),
    ),
    String(fallback),
  )

/** List query of every list call (DESIGN section 3): page from 1, limit 25 by default, search. */
export const ListQuery = v.object({
  page: positiveInt(1, MAX_PAGE),
  limit: positiveInt(DEFAULT_PAGE_SIZE, 100),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX, 'tooLong'))),
})

export type ListQuery = v.InferOutput<typeof ListQuery>

export const listResult = <T extends v.GenericSchema>(item: T) => v.object({ data: v.array(item), total: v.number() })
