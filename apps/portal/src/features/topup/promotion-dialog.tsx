import { Link } from '@tanstack/react-router'
import { Gift, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { usePublicSettings } from '../settings/public-settings-query'

/** Spec: the promotion pop-up shows until dismissed; the flag is kept locally. */
const DISMISSED_KEY = 'promotionDismissed'

/** The pop-up's text: the admin's own (setting `promoPopup`) in the page's language, else the promotion tiers in force. */
function usePromotionText(): string {
  const { promoPopup, promotionTiers } = usePublicSettings()
  if (promoPopup) return promoPopup[getLocale()]
  return m.promotion_text({
    tiers: promotionTiers.map((tier) => m.promotion_tier({ percent: tier.percent, over: tier.overUsd })).join(', '),
  })
}

export function PromotionDialog() {
  const text = usePromotionText()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (!localStorage.getItem(DISMISSED_KEY)) dialog.current?.showModal()
  }, [])
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1')
    dialog.current?.close()
  }
  return (
    <dialog ref={dialog} className="modal" onCancel={dismiss} aria-labelledby="promotion-title">
      <div className="modal-box text-center">
        {/* Closing asks again on the next visit; 'do not show again' remembers. */}
        <form method="dialog">
          <button type="submit" className="btn btn-sm btn-circle btn-ghost absolute top-2 right-2" aria-label={m.action_close()}>
            <X className="size-4" aria-hidden="true" />
          </button>
        </form>
        <Gift className="text-primary mx-auto size-12" aria-hidden="true" />
        <h3 id="promotion-title" className="mt-2 text-lg font-bold">
          {m.promotion_title()}
        </h3>
        <p className="mt-2">{text}</p>
        <div className="modal-action justify-center">
          <button type="button" className="btn" onClick={dismiss}>
            {m.promotion_dismiss()}
          </button>
          <Link to="/topup/{-$id}" params={{}} className="btn btn-primary" onClick={dismiss}>
            {m.promotion_cta()}
          </Link>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} aria-label={m.action_close()} />
      </form>
    </dialog>
  )
}
