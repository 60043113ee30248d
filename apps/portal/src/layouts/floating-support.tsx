import { Headset } from 'lucide-react'
import { useContactLinks } from '../features/support/contact-links'
import { m } from '../paraglide/messages'

/** The floating support button, opening the three contact links. */
export function FloatingSupport() {
  const links = useContactLinks()
  if (links.length === 0) return null
  return (
    <div className="dropdown dropdown-top fixed bottom-5 left-5 z-40">
      <button type="button" tabIndex={0} className="btn btn-primary btn-circle btn-lg shadow-lg" aria-label={m.support_button()}>
        <Headset className="size-6" aria-hidden="true" />
      </button>
      <ul tabIndex={0} className="dropdown-content menu bg-base-100 rounded-box mb-2 w-56 p-2 shadow-xl">
        {links.map(({ key, label, icon: Icon, url }) => (
          <li key={key}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <Icon className="size-4" aria-hidden="true" />
              {label()}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
