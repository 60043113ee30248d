import { AFFILIATE_CODE_MAX } from '@proxy-portal/worker/contract/choices'
import { CouponCodeInput } from '@proxy-portal/worker/contract/coupons'
import type { ValidationCode } from '@proxy-portal/worker/contract/validation'
import { useState } from 'react'
import * as v from 'valibot'
import { TextField } from '../../components/ui/text-field'
import { m } from '../../paraglide/messages'

/**
 * The buy form's coupon: typed, then applied (the quote is asked again with it and shows what it takes
 * off, or why it cannot be used). `initial` is the coupon typed at sign-up, offered but not applied.
 */
export function CouponField({
  applied,
  onApply,
  initial = '',
}: {
  applied: string | undefined
  onApply: (code: string | undefined) => void
  initial?: string
}) {
  const [text, setText] = useState(initial)
  const [error, setError] = useState<ValidationCode>()
  const apply = () => {
    const checked = v.safeParse(CouponCodeInput, text)
    if (!checked.success) return setError(checked.issues[0]?.message as ValidationCode)
    setError(undefined)
    onApply(checked.output)
  }
  return (
    <div className="flex flex-wrap items-start gap-2">
      <div className="min-w-48 grow">
        <TextField
          label={m.buy_coupon()}
          value={text}
          onChange={(value) => {
            setText(value)
            setError(undefined)
          }}
          onKeyDown={(event) => {
            // Enter applies the coupon rather than submitting anything else.
            if (event.key !== 'Enter') return
            event.preventDefault()
            apply()
          }}
          error={error}
          maxLength={AFFILIATE_CODE_MAX}
          autoComplete="off"
          hint={applied ? m.buy_coupon_applied({ code: applied }) : undefined}
        />
      </div>
      <div className="fieldset">
        <span className="fieldset-legend invisible">{m.buy_coupon_apply()}</span>
        <div className="flex gap-2">
          <button type="button" className="btn btn-outline" onClick={apply}>
            {m.buy_coupon_apply()}
          </button>
          {applied && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setText('')
                onApply(undefined)
              }}
            >
              {m.buy_coupon_remove()}
            </button>
          )}
        </div>
      </div>
    </div>
  )
}
