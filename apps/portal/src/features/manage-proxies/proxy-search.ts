import { boughtProxySorts } from '@proxy-portal/worker/contract/bought-proxies'
import * as v from 'valibot'

/** The page's filters as the address holds them, so a reload or a shared link shows the same proxies. */
export const ProxySearchSchema = v.object({
  page: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 1),
  search: v.optional(v.string()),
  countryCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
  tagId: v.optional(v.string()),
  sort: v.optional(v.picklist(boughtProxySorts)),
})
