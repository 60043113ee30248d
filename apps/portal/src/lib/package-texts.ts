import { getLocale } from '../paraglide/runtime'

// Packages and rotating key packages carry their Vietnamese texts in `name`/`description` and their
// English ones beside them (migrations 0016 and 0018); a row without an English text falls back to the
// Vietnamese one rather than a blank.

/** A package's name in the page's language. */
export const packageName = (pack: { name: string; nameEn: string }) => (getLocale() === 'en' && pack.nameEn) || pack.name

/** A package's description in the page's language. */
export const packageDescription = (pack: { description: string; descriptionEn: string }) =>
  (getLocale() === 'en' && pack.descriptionEn) || pack.description

/** The name of the package an order, proxy or key was bought from, in the page's language; null for none. */
export const boughtPackageName = (row: { packageName: string | null; packageNameEn: string | null }) =>
  (getLocale() === 'en' && row.packageNameEn) || row.packageName
