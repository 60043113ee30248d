import { m } from '../../paraglide/messages'
import type { LegalSection } from './legal-page'

export const privacySections: LegalSection[] = [
  { title: m.privacy_collect_title, paragraphs: [m.privacy_collect_p1, m.privacy_collect_p2] },
  { title: m.privacy_use_title, paragraphs: [m.privacy_use_p1] },
  { title: m.privacy_cookies_title, paragraphs: [m.privacy_cookies_p1] },
  { title: m.privacy_share_title, paragraphs: [m.privacy_share_p1] },
  { title: m.privacy_keep_title, paragraphs: [m.privacy_keep_p1] },
  { title: m.privacy_security_title, paragraphs: [m.privacy_security_p1] },
  { title: m.privacy_rights_title, paragraphs: [m.privacy_rights_p1] },
]
