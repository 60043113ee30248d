import { cookieMaxAge, cookieName, deLocalizeHref, getLocale, type Locale, localizeHref, localizeUrl } from '../paraglide/runtime'

/** The spec's local storage key for the chosen language. */
export const CLIENT_LANGUAGE_KEY = 'clientLanguage'

/** The router's output rewrite: adds /en for English, and keeps the English home at /en (no slash). */
export function localizeRouterUrl(url: URL): URL {
  const localized = localizeUrl(url)
  if (localized.pathname === '/en/') localized.pathname = '/en'
  return localized
}

function hrefFor(locale: Locale): string {
  const { pathname, search, hash } = window.location
  const href = localizeHref(deLocalizeHref(pathname), { locale })
  return `${href === '/en/' ? '/en' : href}${search}${hash}`
}

/** Switches the language: remembers it (cookie for the server, clientLanguage locally) and reloads there. */
export function switchLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie; Cookie Store API is not in every browser
  document.cookie = `${cookieName}=${locale}; path=/; max-age=${cookieMaxAge}; SameSite=Lax`
  localStorage.setItem(CLIENT_LANGUAGE_KEY, locale)
  window.location.assign(hrefFor(locale))
}

/** Keeps clientLanguage equal to the language in use, as the cookie is (paraglide writes it on first use). */
export function rememberClientLanguage(): void {
  localStorage.setItem(CLIENT_LANGUAGE_KEY, getLocale())
}

/**
 * Inline script for <head>: when the cookie is gone (cleared) but clientLanguage remembers English,
 * restore it before the page is used: set the cookie again and go to the /en address.
 */
export const localeBootScript = `try{var s=localStorage.getItem('${CLIENT_LANGUAGE_KEY}'),p=location.pathname;if(s==='en'&&!/(^|; )${cookieName}=/.test(document.cookie)&&p!=='/en'&&p.indexOf('/en/')!==0){document.cookie='${cookieName}=en; path=/; max-age=${cookieMaxAge}; SameSite=Lax';location.replace((p==='/'?'/en':'/en'+p)+location.search+location.hash)}}catch(e){}`
