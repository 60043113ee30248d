import { isErrorCode } from '@proxy-portal/worker/contract/errors'
import type { PlanEventCode } from '@proxy-portal/worker/contract/events'
import { planEventCodes } from '@proxy-portal/worker/contract/events'
import { Money } from '../../components/ui/money'
import { m } from '../../paraglide/messages'
import { eventText } from '../errors/error-text'

type Shown = { type: 'topup'; amount: number } | { type: 'plan'; message: string }

/** A live event in words: the bell (this visit) and the dashboard's history (kept events) say it alike. */
export function NotificationText({ event }: { event: Shown }) {
  if (event.type === 'topup') {
    return (
      <span>
        {m.topup_success_title()}: <Money xu={event.amount} showUsd={false} />
      </span>
    )
  }
  const known = (planEventCodes as readonly string[]).includes(event.message) && !isErrorCode(event.message)
  return <span>{known ? eventText(event.message as PlanEventCode) : event.message}</span>
}
