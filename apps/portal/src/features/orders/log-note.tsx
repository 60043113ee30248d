import type { OrderAction, OrderView } from '@proxy-portal/worker/contract/orders'
import { readSplitNote } from '@proxy-portal/worker/contract/split-note'
import { Link } from '@tanstack/react-router'
import { m } from '../../paraglide/messages'
import { planNoteText } from '../shared-plan/plan-note'

/**
 * An order log line's note in the page's language (ADR 0036); a split's (ADR 0035) linked to the other
 * order: '2 proxies moved to P…' on the parent, 'Split from P… (2 proxies)' on the new order.
 */
export function LogNote({ action, note }: { action: OrderAction; note: string }) {
  const split = readSplitNote(note)
  if (!split || (action !== 'split_off' && action !== 'split_from')) return planNoteText(note)
  const { count, code } = split
  const text =
    action === 'split_off'
      ? count === 1
        ? m.orders_split_off_note_one({ code })
        : m.orders_split_off_note({ count, code })
      : count === 1
        ? m.orders_split_from_note_one({ code })
        : m.orders_split_from_note({ count, code })
  return (
    <Link to="/order/success/{-$id}" params={{ id: split.id }} className="link">
      {text}
    </Link>
  )
}

/** 'Split from an order', linked to it, under an order's code when it was split off another (ADR 0035). */
export function SplitFromLink({ order }: { order: Pick<OrderView, 'splitFrom'> }) {
  if (!order.splitFrom) return null
  return (
    <Link to="/order/success/{-$id}" params={{ id: order.splitFrom }} className="link block font-sans text-xs font-normal">
      {m.orders_action_split_from()}
    </Link>
  )
}
