import { topupMethods } from '@proxy-portal/worker/contract/choices'
import type { TopupMethod } from '@proxy-portal/worker/contract/ledger'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Spinner } from '../../components/ui/spinner'
import { m } from '../../paraglide/messages'
import { AmountPayment } from './amount-payment'
import { BankTransfer } from './bank-transfer'
import { methodText } from './labels'
import { paymentMethodsQuery } from './queries'

/** The payment methods this deployment has configured (the others are not shown), one panel at a time. */
export function TopupMethods({ initial }: { initial?: string }) {
  const { data: methods, isPending } = useQuery(paymentMethodsQuery)
  const available = topupMethods.filter((method) => methods?.[method])
  const [picked, setPicked] = useState<TopupMethod | undefined>()
  // The one clicked, else the one the address names (?method=), else the first configured.
  const method = [picked, available.find((item) => item === initial), available[0]].find((item) => item && available.includes(item))
  if (isPending) return <Spinner />
  if (!method) return <p className="alert alert-warning alert-soft">{m.topup_no_methods()}</p>
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="topup-methods-title">
      <div className="card-body gap-4">
        <h2 id="topup-methods-title" className="card-title">
          {m.topup_methods_title()}
        </h2>
        <div role="tablist" className="tabs tabs-box flex-wrap">
          {available.map((item) => (
            <button
              key={item}
              type="button"
              role="tab"
              aria-selected={item === method}
              className={`tab ${item === method ? 'tab-active' : ''}`}
              onClick={() => setPicked(item)}
            >
              {methodText(item)}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={methodText(method)}>
          {method === 'bank' ? <BankTransfer /> : <AmountPayment key={method} method={method} />}
        </div>
      </div>
    </section>
  )
}
