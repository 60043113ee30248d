import { m } from '../../paraglide/messages'
import type { LegalSection } from './legal-page'

/** Terms of service; the policy points of spec section 1 are sections 2 to 6. */
export const termsSections: LegalSection[] = [
  { title: m.terms_account_title, paragraphs: [m.terms_account_p1, m.terms_account_p2] },
  { title: m.terms_currency_title, paragraphs: [m.terms_currency_p1, m.terms_currency_p2] },
  { title: m.terms_refund_title, paragraphs: [m.terms_refund_p1] },
  { title: m.terms_trading_title, paragraphs: [m.terms_trading_p1] },
  { title: m.terms_security_title, paragraphs: [m.terms_security_p1] },
  { title: m.terms_as_is_title, paragraphs: [m.terms_as_is_p1] },
  { title: m.terms_use_title, paragraphs: [m.terms_use_p1, m.terms_use_p2] },
  { title: m.terms_termination_title, paragraphs: [m.terms_termination_p1] },
  { title: m.terms_changes_title, paragraphs: [m.terms_changes_p1] },
]
