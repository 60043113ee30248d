import { boughtProxySorts } from '@proxy-portal/worker/contract/choices'
import { choiceParam, countryParam, pageParam, searchOf, textParam } from '../../lib/search-params'

/** The page's filters as the address holds them, so a reload or a shared link shows the same proxies. */
export const ProxySearchSchema = searchOf({
  page: pageParam,
  search: textParam(),
  countryCode: countryParam,
  tagId: textParam(64),
  sort: choiceParam(boughtProxySorts),
})
