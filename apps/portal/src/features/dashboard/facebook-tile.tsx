import { ThumbsUp } from 'lucide-react'
import { m } from '../../paraglide/messages'
import { useContactLinks } from '../support/contact-links'

/**
 * The shop's Facebook service page, the one dashboard link the tab bar does not already offer (the
 * tiles that only repeated the tabs went, issue 15).
 */
export function FacebookTile() {
  const social = useContactLinks().find((contact) => contact.key === 'social')
  if (!social) return null
  return (
    <a
      href={social.url}
      target="_blank"
      rel="noopener noreferrer"
      className="card bg-base-100 border-base-300 hover:border-primary border transition-colors"
    >
      <div className="card-body flex-row items-center gap-4 p-4">
        <ThumbsUp className="text-primary size-8 shrink-0" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="font-semibold">{m.dashboard_tile_facebook()}</h2>
          <p className="text-base-content/70 text-sm">{m.dashboard_tile_facebook_text()}</p>
        </div>
      </div>
    </a>
  )
}
