import type { BandwidthTier } from '@proxy-portal/worker/contract/catalogue'
import { formatXu } from '@proxy-portal/worker/contract/money'
import { MAX_PLAN_AMOUNT, PLAN_AMOUNT_STEP, type PlanChoice } from '@proxy-portal/worker/contract/plans'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { api, unwrap } from '../../lib/api'
import { m } from '../../paraglide/messages'
import { showOrderResult } from '../orders/order-result-store'
import { CallResult, type Shown } from './call-result'
import { CountryPicker } from './country-picker'
import { countryList, periodText, tierText } from './labels'
import { amountProblem, parsePeriod, periodValue, planPeriods } from './plan-choice'
import { PlanQuotePanel } from './plan-quote-panel'
import { planCountriesQuery, planQuoteQuery, sharedPricesQuery, tiersQuery } from './queries'
import { usePlanCall, withKey } from './use-plan-call'

/** The value once it stopped changing for a moment, so typing does not ask for a price per key. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/** Buying the plan: amount in steps of 50, countries, bandwidth tier and period; the server prices it. */
export function PlanBuyForm() {
  const countries = useQuery(planCountriesQuery).data ?? []
  const prices = useQuery(sharedPricesQuery).data ?? []
  const tiers = useQuery(tiersQuery).data ?? []
  const [amount, setAmount] = useState(String(PLAN_AMOUNT_STEP))
  const [chosen, setChosen] = useState<string[]>([])
  const [tier, setTier] = useState('')
  const [period, setPeriod] = useState('')
  const [checked, setChecked] = useState(false)
  const [shown, setShown] = useState<Shown>(null)
  const { run, busy } = usePlanCall()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const ids = { amount: useId(), tier: useId(), period: useId() }

  const periods = planPeriods(prices, chosen)
  const periodPick = periods.some((p) => periodValue(p.unit, p.count) === period)
    ? period
    : (() => {
        const month = periods.find((p) => p.unit === 'month' && p.count === 1) ?? periods[0]
        return month ? periodValue(month.unit, month.count) : ''
      })()
  const tierPick = tiers.some((t) => t.tier === tier) ? tier : (tiers[0]?.tier ?? '')
  const parsedPeriod = parsePeriod(periodPick)
  const problem = amountProblem(Number(amount))
  const choice: PlanChoice | null =
    chosen.length > 0 && tierPick && parsedPeriod && problem === null
      ? { amount: Number(amount), countries: chosen, bandwidthTier: tierPick as BandwidthTier, ...parsedPeriod }
      : null
  const settled = useSettled(choice ? JSON.stringify(choice) : null)
  const quote = useQuery({
    ...planQuoteQuery(settled ? (JSON.parse(settled) as PlanChoice) : (choice as PlanChoice)),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  })

  const submit = async () => {
    setChecked(true)
    setShown(null)
    if (!choice) return
    // The price confirmed is the one of exactly this choice, even if the panel is still catching up.
    const priced = await queryClient.fetchQuery(planQuoteQuery(choice)).catch(() => null)
    if (!priced) return
    const sure = await confirm({
      title: m.plan_buy_confirm_title(),
      text: m.plan_buy_confirm_text({
        amount: choice.amount,
        countries: countryList(choice.countries),
        tier: tierText(choice.bandwidthTier),
        period: periodText(choice.periodUnit, choice.periodCount),
        price: formatXu(priced.totalPrice, m.currency_unit()),
      }),
      confirmLabel: m.plan_buy_confirm_yes(),
      cancelLabel: m.action_cancel(),
    })
    if (!sure) return
    const done = await run(choice, (key) => unwrap(api().api.plan.create.$post({ json: choice }, withKey(key))))
    if (!done.ok) return setShown(done)
    showOrderResult({ isSuccess: true, text: m.event_BUY_SUCCESS(), planId: done.value.plan._id })
    await navigate({ to: '/proxy-shared/plan' })
  }

  const amountError =
    checked || amount !== ''
      ? problem === 'step'
        ? m.plan_amount_step()
        : problem === 'max'
          ? m.plan_amount_max({ max: MAX_PLAN_AMOUNT })
          : null
      : null
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section className="card bg-base-100 border-base-300 border lg:col-span-2" aria-labelledby="plan-buy-title">
        <div className="card-body">
          <h2 id="plan-buy-title" className="card-title">
            {m.plan_buy_title()}
          </h2>
          <p className="text-base-content/70 text-sm">{m.plan_buy_intro()}</p>
          <div className="grid gap-x-4 sm:grid-cols-3">
            <div className="fieldset">
              <label className="fieldset-legend" htmlFor={ids.amount}>
                {m.plan_amount()}
              </label>
              <input
                id={ids.amount}
                type="number"
                className={`input w-full ${amountError ? 'input-error' : ''}`}
                min={PLAN_AMOUNT_STEP}
                max={MAX_PLAN_AMOUNT}
                step={PLAN_AMOUNT_STEP}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                aria-invalid={amountError ? true : undefined}
              />
              <p className={`text-sm ${amountError ? 'text-error' : 'text-base-content/60'}`} role={amountError ? 'alert' : undefined}>
                {amountError ?? m.plan_amount_hint()}
              </p>
            </div>
            <div className="fieldset">
              <label className="fieldset-legend" htmlFor={ids.tier}>
                {m.plan_bandwidth()}
              </label>
              <select id={ids.tier} className="select w-full" value={tierPick} onChange={(event) => setTier(event.target.value)}>
                {tiers.map((option) => (
                  <option key={option.tier} value={option.tier}>
                    {tierText(option.tier, option.monthlyGb)}
                    {option.surchargePercent > 0 ? ` (+${option.surchargePercent}%)` : ''}
                  </option>
                ))}
              </select>
            </div>
            <div className="fieldset">
              <label className="fieldset-legend" htmlFor={ids.period}>
                {m.plan_period()}
              </label>
              <select id={ids.period} className="select w-full" value={periodPick} onChange={(event) => setPeriod(event.target.value)}>
                {periods.map((option) => (
                  <option key={periodValue(option.unit, option.count)} value={periodValue(option.unit, option.count)}>
                    {periodText(option.unit, option.count)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <CountryPicker
            countries={countries}
            chosen={chosen}
            onChange={setChosen}
            error={checked && chosen.length === 0 ? m.plan_countries_required() : null}
          />
          <CallResult shown={shown} />
        </div>
      </section>
      <PlanQuotePanel quote={choice ? quote.data : undefined} error={choice ? quote.error : null} loading={quote.isFetching}>
        <button type="button" className="btn btn-primary btn-block" disabled={busy} onClick={() => void submit()}>
          {busy && <span className="loading loading-spinner loading-sm" />}
          {m.plan_buy_submit()}
        </button>
      </PlanQuotePanel>
    </div>
  )
}
