import { Hand, RefreshCw, Timer } from 'lucide-react'
import { m } from '../../paraglide/messages'

/** The IP-change interval a customer may set, in minutes (spec section 5: "IP reset time 5 to 1000 minutes"). */
export const IP_CHANGE_MINUTES = { min: 5, max: 1000 } as const

/** What rotation means: the IP changes when asked, or by itself on the interval the customer sets. */
export function RotationExplainer() {
  const ways = [
    { icon: Hand, title: m.products_rotation_on_demand_title(), text: m.products_rotation_on_demand() },
    { icon: Timer, title: m.products_rotation_interval_title(), text: m.products_rotation_interval(IP_CHANGE_MINUTES) },
    { icon: RefreshCw, title: m.products_rotation_sticky_title(), text: m.products_rotation_sticky() },
  ]
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="rotation-title">
      <div className="card-body">
        <h2 id="rotation-title" className="card-title">
          {m.products_rotation_title()}
        </h2>
        <p className="text-base-content/70">{m.products_rotation_text()}</p>
        <ul className="mt-2 grid gap-4 md:grid-cols-3">
          {ways.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-base-content/70 text-sm">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
