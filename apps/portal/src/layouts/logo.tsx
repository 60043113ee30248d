import { Link } from '@tanstack/react-router'
import { Network } from 'lucide-react'
import { m } from '../paraglide/messages'

export function Logo({ to = '/' }: { to?: '/' | '/dashboard' }) {
  return (
    <Link to={to} className="flex items-center gap-2 text-lg font-bold" aria-label={m.product_name()}>
      <span className="bg-primary text-primary-content grid size-8 place-items-center rounded-lg">
        <Network className="size-5" aria-hidden="true" />
      </span>
      <span>{m.product_name()}</span>
    </Link>
  )
}
