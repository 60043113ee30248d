import { MAX_ORDER_AMOUNT } from '@proxy-portal/worker/contract/catalogue-values'
import { useId } from 'react'
import { m } from '../../paraglide/messages'
import { amountProblem } from './choice'

function problemText(problem: ReturnType<typeof amountProblem>, stock: number): string | null {
  if (problem === 'min') return m.buy_amount_min()
  if (problem === 'max') return m.buy_amount_max({ max: MAX_ORDER_AMOUNT })
  if (problem === 'stock') return stock > 0 ? m.buy_amount_stock({ stock }) : m.stock_sold_out()
  return null
}

/** How many proxies: at least 1, at most the shop's maximum and what is in stock (said as it is typed). */
export function AmountField({
  value,
  onChange,
  stock,
  checked,
}: {
  value: string
  onChange: (value: string) => void
  stock: number | null
  /** The buyer pressed buy: an empty field is an error too. */
  checked: boolean
}) {
  const id = useId()
  const error = value === '' && !checked ? null : problemText(amountProblem(Number(value), stock ?? MAX_ORDER_AMOUNT), stock ?? 0)
  return (
    <div className="fieldset">
      <label className="fieldset-legend" htmlFor={id}>
        {m.buy_amount()}
      </label>
      <input
        id={id}
        className={`input w-full ${error ? 'input-error' : ''}`}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 4))}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
      />
      {error ? (
        <p id={`${id}-note`} className="text-error text-sm" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-note`} className="text-base-content/60 text-sm">
          {m.buy_amount_hint({ max: Math.min(MAX_ORDER_AMOUNT, stock ?? MAX_ORDER_AMOUNT) })}
        </p>
      )}
    </div>
  )
}
