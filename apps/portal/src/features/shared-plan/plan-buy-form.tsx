import { formatXu } from '@proxy-portal/worker/contract/money'
import { canSell } from '@proxy-portal/worker/contract/orders'
import { MAX_PLAN_AMOUNT, PLAN_AMOUNT_STEP, type PlanChoice } from '@proxy-portal/worker/contract/plans'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { QuotePanel, type QuoteTexts } from '../../components/ui/quote-panel'
import { SelectField } from '../../components/ui/select-field'
import { useApiMutation } from '../../lib/api-mutation'
import { countryList, countryName, periodText, tierText } from '../../lib/labels'
import { periodValue } from '../../lib/period-value'
import { useSettled } from '../../lib/use-settled'
import { m } from '../../paraglide/messages'
import { showOrderResult } from '../orders/order-result-store'
import { CallResult, type Shown } from './call-result'
import { CountryPicker } from './country-picker'
import { planCalls, planChange } from './plan-calls'
import { initialPlanDraft, type PlanStart, resolvePlan } from './plan-choice'
import { planCountriesQuery, planQuoteQuery, sharedPricesQuery, tiersQuery } from './queries'

const quoteTexts = (): QuoteTexts => ({
  title: m.plan_quote_title(),
  incomplete: m.plan_quote_incomplete(),
  unitPrice: m.plan_unit_price(),
  totalPrice: m.plan_total_price(),
  stock: m.plan_room(),
  buy: m.plan_buy_submit(),
  short: ({ countryCode, available, wanted }) => m.plan_short_room({ country: countryName(countryCode), available, wanted }),
})

/**
 * Buying the plan: amount in steps of 50, countries, bandwidth tier and period; the server prices it.
 * It starts on `start` where the shop sells it, else on the smallest plan over the first country with room.
 */
export function PlanBuyForm({ start = {} }: { start?: PlanStart }) {
  const countries = useQuery(planCountriesQuery).data ?? []
  const prices = useQuery(sharedPricesQuery).data ?? []
  const tiers = useQuery(tiersQuery).data ?? []
  // Drawn from the countries the route's loader fetched, so the server and the browser start alike.
  const [first] = useState(() => initialPlanDraft(countries, start))
  const [amount, setAmount] = useState(first.amount)
  const [chosen, setChosen] = useState(first.chosen)
  const [tier, setTier] = useState(first.tier)
  const [period, setPeriod] = useState(first.period)
  const [checked, setChecked] = useState(false)
  const [shown, setShown] = useState<Shown>(null)
  const { run, busy } = useApiMutation(planChange)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const amountId = useId()

  const { periods, period: periodPick, tier: tierPick, problem, choice } = resolvePlan({ amount, chosen, tier, period }, { prices, tiers })
  const settled = useSettled(choice ? JSON.stringify(choice) : null)
  // The loader prefetches the first draft's price only (prefetch-plan-shop.ts): the page arrives with one.
  // client-only: the price of the choice being made, asked as the customer changes it.
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
    // What stops the sale is on the panel already (room by country, balance): nothing to confirm.
    if (!priced || !canSell(priced)) return
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
    const done = await run((keyed) => planCalls.create(choice, keyed), choice)
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
              <label className="fieldset-legend" htmlFor={amountId}>
                {m.plan_amount()}
              </label>
              <input
                id={amountId}
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
            <SelectField label={m.plan_bandwidth()} value={tierPick} onChange={setTier}>
              {tiers.map((option) => (
                <option key={option.tier} value={option.tier}>
                  {tierText(option.tier, option.monthlyGb, true)}
                  {option.surchargePercent > 0 ? ` (+${option.surchargePercent}%)` : ''}
                </option>
              ))}
            </SelectField>
            <SelectField label={m.plan_period()} value={periodPick} onChange={setPeriod}>
              {periods.map((option) => (
                <option key={periodValue(option.unit, option.count)} value={periodValue(option.unit, option.count)}>
                  {periodText(option.unit, option.count)}
                </option>
              ))}
            </SelectField>
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
      <QuotePanel
        name="plan-quote"
        texts={quoteTexts()}
        quote={choice ? quote.data : undefined}
        complete={choice !== null}
        current={quote.isSuccess && !quote.isPlaceholderData && !quote.isFetching && settled === JSON.stringify(choice)}
        error={choice ? quote.error : null}
        loading={quote.isFetching}
        withRenewPrice
        busy={busy}
        onBuy={() => void submit()}
      />
    </div>
  )
}
