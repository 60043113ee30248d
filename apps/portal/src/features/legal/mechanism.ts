import { m } from '../../paraglide/messages'
import type { LegalSection } from './legal-page'

/** How the product works: balance, top-ups, buying, the life of a proxy, and its settings. */
export const mechanismSections: LegalSection[] = [
  { title: m.mechanism_balance_title, paragraphs: [m.mechanism_balance_p1, m.mechanism_balance_p2] },
  { title: m.mechanism_topup_title, paragraphs: [m.mechanism_topup_p1, m.mechanism_topup_p2, m.mechanism_topup_p3] },
  { title: m.mechanism_buy_title, paragraphs: [m.mechanism_buy_p1, m.mechanism_buy_p2] },
  { title: m.mechanism_life_title, paragraphs: [m.mechanism_life_p1, m.mechanism_life_p2] },
  { title: m.mechanism_access_title, paragraphs: [m.mechanism_access_p1, m.mechanism_access_p2] },
  { title: m.mechanism_plan_title, paragraphs: [m.mechanism_plan_p1, m.mechanism_plan_p2] },
]
