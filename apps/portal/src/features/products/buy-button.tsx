import { Link } from '@tanstack/react-router'
import { ShoppingCart } from 'lucide-react'
import { m } from '../../paraglide/messages'
import type { BuyTarget } from './product-range'

/**
 * A product's "Buy": a link to where it is bought, starting on it; a disabled button while there
 * is nothing to sell (out of stock, or no price on sale).
 */
export function BuyButton({ target, available, className = '' }: { target: BuyTarget; available: boolean; className?: string }) {
  const look = `btn btn-primary ${className}`
  const content = (
    <>
      <ShoppingCart className="size-4" aria-hidden="true" />
      {m.products_buy()}
    </>
  )
  if (!available) {
    return (
      <button type="button" className={look} disabled>
        {content}
      </button>
    )
  }
  return target.to === '/private-proxy' ? (
    <Link to="/private-proxy" search={{ product: target.product }} className={look}>
      {content}
    </Link>
  ) : (
    <Link to="/proxy-shared" className={look}>
      {content}
    </Link>
  )
}
