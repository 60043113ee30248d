import { Link } from '@tanstack/react-router'
import { Network } from 'lucide-react'
import { m } from '../paraglide/messages'

/** The product mark and name; `compact` hides the name on narrow screens. */
export function Logo({ to = '/', compact = false }: { to?: '/' | '/dashboard'; compact?: boolean }) {
  return (
    <Link to={to} className="flex items-center gap-2 text-lg font-bold" aria-label={m.product_name()}>
      <span className="bg-primary text-primary-content grid size-8 place-items-center rounded-lg">
        <Network className="size-5" aria-hidden="true" />
      </span>
      <span className={compact ? 'hidden sm:inline' : undefined}>{m.product_name()}</span>
    </Link>
  )
}
