import { boughtProxySorts } from '@proxy-portal/worker/contract/bought-proxies'
import * as v from 'valibot'
import { choiceParam, countryParam, pageParam, textParam } from '../../lib/search-params'

/** The page's filters as the address holds them, so a reload or a shared link shows the same proxies. */
export const ProxySearchSchema = v.object({
  page: pageParam,
  search: textParam(),
  countryCode: countryParam,
  tagId: textParam(64),
  sort: choiceParam(boughtProxySorts),
})
