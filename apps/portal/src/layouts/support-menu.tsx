import { Link } from '@tanstack/react-router'
import { Headset, LifeBuoy } from 'lucide-react'
import { useContactLinks } from '../features/support/contact-links'
import { m } from '../paraglide/messages'

/**
 * The support button, docked in the sticky header so it stays in reach while the page scrolls and
 * covers nothing (floating at the bottom corner it hid table rows, the top-up amounts and the footer;
 * ADR 0033). It opens the three contact links and the support page.
 */
export function SupportMenu() {
  const links = useContactLinks()
  return (
    <div className="dropdown dropdown-end" data-testid="support-button">
      <button type="button" tabIndex={0} className="btn btn-primary btn-sm btn-circle" aria-label={m.support_button()}>
        <Headset className="size-4" aria-hidden="true" />
      </button>
      <ul tabIndex={0} className="dropdown-content menu bg-base-100 text-base-content rounded-box z-50 mt-2 w-56 p-2 shadow-xl">
        {links.map(({ key, label, icon: Icon, url }) => (
          <li key={key}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <Icon className="size-4" aria-hidden="true" />
              {label()}
            </a>
          </li>
        ))}
        <li>
          <Link to="/support">
            <LifeBuoy className="size-4" aria-hidden="true" />
            {m.tab_support()}
          </Link>
        </li>
      </ul>
    </div>
  )
}
