import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { getLocale } from '../../paraglide/runtime'
import { countryName } from './labels'

/** The list's search and filters: tag '' is every tag, 'none' untagged; country '' is every country. */
export type ListFilter = { search: string; tag: string; country: string }
export const UNTAGGED = 'none'
export const noFilter: ListFilter = { search: '', tag: '', country: '' }

/** Search reads the host, comment, tag and country (code and name in the reader's language). */
export function filterProxies(proxies: readonly BoughtProxyView[], filter: ListFilter): BoughtProxyView[] {
  const words = filter.search.toLocaleLowerCase(getLocale()).split(/\s+/).filter(Boolean)
  return proxies.filter((proxy) => {
    if (filter.tag === UNTAGGED ? proxy.tagId !== null : filter.tag && proxy.tagId !== filter.tag) return false
    if (filter.country && proxy.countryCode !== filter.country) return false
    if (words.length === 0) return true
    const text = [proxy.host, proxy.comment, proxy.tagName ?? '', proxy.countryCode, countryName(proxy.countryCode)]
      .join(' ')
      .toLocaleLowerCase(getLocale())
    return words.every((word) => text.includes(word))
  })
}

/** The tags the list holds, by name. */
export function tagsOf(proxies: readonly BoughtProxyView[]): { id: string; name: string }[] {
  const tags = new Map<string, string>()
  for (const proxy of proxies) if (proxy.tagId !== null) tags.set(proxy.tagId, proxy.tagName ?? proxy.tagId)
  return [...tags].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, getLocale()))
}

/** The countries the list holds, by name in the reader's language. */
export function countriesOf(proxies: readonly BoughtProxyView[]): string[] {
  return [...new Set(proxies.map((proxy) => proxy.countryCode))].sort((a, b) => countryName(a).localeCompare(countryName(b), getLocale()))
}

/** The filter as the list can apply it: a tag or country the list no longer holds counts as every one. */
export function applicableFilter(proxies: readonly BoughtProxyView[], filter: ListFilter): ListFilter {
  const tags = tagsOf(proxies)
  const untagged = tags.length > 0 && proxies.some((proxy) => proxy.tagId === null)
  const tagHeld = filter.tag === UNTAGGED ? untagged : tags.some((tag) => tag.id === filter.tag)
  const countryHeld = proxies.some((proxy) => proxy.countryCode === filter.country)
  return { search: filter.search, tag: tagHeld ? filter.tag : '', country: countryHeld ? filter.country : '' }
}
