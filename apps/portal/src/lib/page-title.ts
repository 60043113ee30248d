import { m } from '../paraglide/messages'

/** The document title of a page: "<page> | <product>". */
export function pageTitle(title: string) {
  return { meta: [{ title: `${title} | ${m.product_name()}` }] }
}
