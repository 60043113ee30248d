import type { KeyPackageView } from '@proxy-portal/worker/contract/key-packages'
import { MAX_KEYS_PER_BUY } from '@proxy-portal/worker/contract/keys'
import { formatXu } from '@proxy-portal/worker/contract/money'
import { useId, useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { SelectField } from '../../components/ui/select-field'
import { useApiMutation } from '../../lib/api-mutation'
import { packageName } from '../../lib/package-texts'
import { m } from '../../paraglide/messages'
import { showOrderFailure, showOrderResult } from '../orders/order-result-store'
import { useSessionUser } from '../session/session-query'
import { canBuy, keyQuote } from './buy-quote'
import { keyCalls, keyChange } from './key-calls'
import { packagePeriod, packageProduct } from './package-terms'
import { QuoteLines } from './quote-lines'

/** Buying keys: a package on sale, how many, the price against the balance, confirm; the result in the shop's dialog. */
export function BuyForm({ packages, chosen, onChoose }: { packages: KeyPackageView[]; chosen: string; onChoose: (id: string) => void }) {
  const [amount, setAmount] = useState('1')
  const { run, busy } = useApiMutation(keyChange)
  const user = useSessionUser()
  const amountId = useId()
  const pack = packages.find((candidate) => candidate._id === chosen) ?? packages[0]
  const count = Number(amount)
  const amountOk = Number.isInteger(count) && count >= 1 && count <= MAX_KEYS_PER_BUY
  const quote = pack && amountOk ? keyQuote(pack, count, user?.balance ?? 0) : null

  const submit = async () => {
    if (!pack || !quote || !canBuy(quote, count)) return
    const sure = await confirm({
      title: m.keys_buy_confirm_title(),
      text: m.keys_buy_confirm_text({ amount: count, name: packageName(pack), price: formatXu(quote.total, m.currency_unit()) }),
      confirmLabel: m.keys_buy_submit(),
      cancelLabel: m.action_cancel(),
    })
    if (!sure) return
    const input = { packageId: pack._id, amount: count }
    const done = await run((keyed) => keyCalls.buy(input, keyed), input)
    // The shop's result dialog, as for every purchase: the cause of a failure from the catalogue (a short
    // balance with the top-up), or the success once between this answer and its live event.
    if (!done.ok) return showOrderFailure(done.code)
    showOrderResult({
      isSuccess: true,
      text: m.event_BUY_SUCCESS(),
      planId: done.value.purchaseId,
      useLink: true,
    })
  }

  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="key-buy-title">
      <div className="card-body">
        <h2 id="key-buy-title" className="card-title">
          {m.keys_buy_title()}
        </h2>
        {packages.length === 0 ? (
          <p className="text-base-content/60">{m.keys_no_packages()}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            <div>
              <SelectField label={m.keys_col_package()} value={pack?._id ?? ''} onChange={onChoose}>
                {packages.map((option) => (
                  <option key={option._id} value={option._id}>
                    {packageName(option)} — {packageProduct(option)}, {packagePeriod(option)}
                  </option>
                ))}
              </SelectField>
              <div className="fieldset">
                <label className="fieldset-legend" htmlFor={amountId}>
                  {m.keys_amount()}
                </label>
                <input
                  id={amountId}
                  type="number"
                  className={`input w-full ${amountOk ? '' : 'input-error'}`}
                  min={1}
                  max={MAX_KEYS_PER_BUY}
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                  aria-invalid={amountOk ? undefined : true}
                />
                <p className={`text-sm ${amountOk ? 'text-base-content/60' : 'text-error'}`} role={amountOk ? undefined : 'alert'}>
                  {m.keys_amount_hint({ max: MAX_KEYS_PER_BUY })}
                </p>
              </div>
            </div>
            <div className="space-y-3">
              {quote && <QuoteLines quote={quote} amount={count} />}
              <button
                type="button"
                className="btn btn-primary btn-block"
                disabled={busy || !quote || !canBuy(quote, count)}
                onClick={() => void submit()}
              >
                {busy && <span className="loading loading-spinner loading-sm" />}
                {m.keys_buy_submit()}
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  )
}
