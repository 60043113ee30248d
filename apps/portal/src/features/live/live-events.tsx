import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { OrderResultDialog } from '../orders/order-result-dialog'
import { showPlanEvent } from '../orders/order-result-store'
import { SESSION_KEY, sessionQuery } from '../session/session-query'
import { type LiveMessage, openLiveChannel } from './live-channel'
import { recordNotification } from './notifications'
import { TopupSuccessDialog } from './topup-success-dialog'

/** The spec's last-notification id kept locally: a top-up is shown once, whatever the channel repeats. */
const LAST_TOPUP_KEY = 'lastTopupId'

/** Connects the signed-in user's live channel; a credited top-up or an order result shows its dialog and refreshes the balance. */
export function LiveEvents({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  const [credit, setCredit] = useState<{ amount: number; bonus: number } | null>(null)

  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY })
      void queryClient.invalidateQueries({ queryKey: ['money'] })
      // Order results change orders and stock too.
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
      void queryClient.invalidateQueries({ queryKey: ['catalogue'] })
    }
    return openLiveChannel(
      userId,
      (event: LiveMessage) => {
        recordNotification(event)
        refresh()
        if (event.type === 'topup' && localStorage.getItem(LAST_TOPUP_KEY) !== event.id) {
          localStorage.setItem(LAST_TOPUP_KEY, event.id)
          setCredit({ amount: event.amount, bonus: event.bonus })
        }
        if (event.type === 'plan') showPlanEvent(event)
      },
      refresh,
      // Reading the session afresh goes through the API client, which renews an expired one.
      () => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }),
    )
  }, [queryClient, userId])
  return (
    <>
      <TopupSuccessDialog credit={credit} onClose={() => setCredit(null)} />
      <OrderResultDialog />
    </>
  )
}
