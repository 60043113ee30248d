import type { BandwidthTier } from '@proxy-portal/worker/contract/catalogue'
import { MAX_PLAN_AMOUNT, PLAN_AMOUNT_STEP, type PlanView } from '@proxy-portal/worker/contract/plans'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import { SelectField } from '../../components/ui/select-field'
import { SubmitButton } from '../../components/ui/submit-button'
import { periodText, tierText } from '../../lib/labels'
import { parsePeriod, periodValue } from '../../lib/period-value'
import { m } from '../../paraglide/messages'
import { CallResult } from './call-result'
import { CountryPicker } from './country-picker'
import { amountProblem, planPeriods } from './plan-choice'
import { planCountriesQuery, sharedPricesQuery, tiersQuery } from './queries'
import { usePlanChange } from './use-plan-change'

type Tab = 'amount' | 'bandwidth' | 'countries' | 'renew'

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="fieldset">
      <label className="fieldset-legend" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  )
}

/** Buy more proxies, a higher bandwidth tier, other countries, or renew an expired plan; each confirmed at the server's price. */
export function PlanActions({ plan }: { plan: PlanView }) {
  const expired = plan.status === 'expired'
  const [tab, setTab] = useState<Tab>(expired ? 'renew' : 'amount')
  const tiers = useQuery(tiersQuery).data ?? []
  const countries = useQuery(planCountriesQuery).data ?? []
  const prices = useQuery(sharedPricesQuery).data ?? []
  const { change, busy, shown } = usePlanChange()
  const [added, setAdded] = useState(String(PLAN_AMOUNT_STEP))
  const current = tiers.find((t) => t.tier === plan.bandwidthTier)
  const dearer = tiers.filter((t) => t.surchargePercent > (current?.surchargePercent ?? Number.POSITIVE_INFINITY))
  const [tier, setTier] = useState('')
  const [chosen, setChosen] = useState(plan.countries)
  const periods = planPeriods(prices, plan.countries)
  const [period, setPeriod] = useState('')
  const periodPick = period || (periods[0] ? periodValue(periods[0].unit, periods[0].count) : '')
  const tierPick = dearer.some((t) => t.tier === tier) ? tier : (dearer[0]?.tier ?? '')
  const addedProblem = amountProblem(Number(added), plan.amount)
  const tabs: [Tab, string][] = [
    ['amount', m.plan_action_increase_amount()],
    ['bandwidth', m.plan_action_increase_bandwidth()],
    ['countries', m.plan_action_change_country()],
    ['renew', m.plan_action_renew()],
  ]
  const onSubmit = (run: () => Promise<unknown>) => (event: React.FormEvent) => {
    event.preventDefault()
    void run()
  }
  const renewPeriod = parsePeriod(periodPick)
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby="plan-actions-title">
      <div className="card-body gap-3">
        <h2 id="plan-actions-title" className="card-title">
          {m.plan_actions_title()}
        </h2>
        <div role="tablist" className="tabs tabs-border">
          {tabs.map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="tab"
              className={`tab ${tab === value ? 'tab-active' : ''}`}
              aria-selected={tab === value}
              onClick={() => setTab(value)}
            >
              {label}
            </button>
          ))}
        </div>
        {!expired && tab === 'renew' && <p className="text-base-content/70 text-sm">{m.plan_renew_only_expired()}</p>}
        {expired && tab !== 'renew' && <p className="text-warning text-sm">{m.plan_expired_note()}</p>}
        {tab === 'amount' && (
          <form className="space-y-2" onSubmit={onSubmit(() => change({ action: 'increase_amount', amount: Number(added) }))}>
            <Field label={m.plan_add_amount()}>
              {(id) => (
                <input
                  id={id}
                  type="number"
                  className="input w-full"
                  min={PLAN_AMOUNT_STEP}
                  step={PLAN_AMOUNT_STEP}
                  value={added}
                  onChange={(event) => setAdded(event.target.value)}
                />
              )}
            </Field>
            <p className={`text-sm ${addedProblem ? 'text-error' : 'text-base-content/60'}`}>
              {addedProblem === 'max'
                ? m.plan_amount_max({ max: MAX_PLAN_AMOUNT })
                : addedProblem
                  ? m.plan_amount_step()
                  : m.plan_add_amount_hint()}
            </p>
            <SubmitButton
              busy={busy}
              label={m.plan_action_increase_amount()}
              className="btn-primary btn-sm"
              disabled={expired || addedProblem !== null}
            />
          </form>
        )}
        {tab === 'bandwidth' && (
          <form
            className="space-y-2"
            onSubmit={onSubmit(() => change({ action: 'increase_bandwidth', bandwidth: tierPick as BandwidthTier }))}
          >
            <p className="text-sm">{m.plan_bandwidth_now({ tier: tierText(plan.bandwidthTier, current?.monthlyGb, true) })}</p>
            {dearer.length === 0 ? (
              <p className="text-base-content/70 text-sm">{m.plan_bandwidth_top()}</p>
            ) : (
              <SelectField label={m.plan_bandwidth_new()} value={tierPick} onChange={setTier}>
                {dearer.map((option) => (
                  <option key={option.tier} value={option.tier}>
                    {tierText(option.tier, option.monthlyGb, true)}
                  </option>
                ))}
              </SelectField>
            )}
            <SubmitButton
              busy={busy}
              label={m.plan_action_increase_bandwidth()}
              className="btn-primary btn-sm"
              disabled={expired || dearer.length === 0}
            />
          </form>
        )}
        {tab === 'countries' && (
          <form className="space-y-2" onSubmit={onSubmit(() => change({ action: 'change_country', countries: chosen }))}>
            <CountryPicker countries={countries} chosen={chosen} onChange={setChosen} />
            <p className="text-base-content/60 text-sm">{m.plan_change_country_hint()}</p>
            <SubmitButton
              busy={busy}
              label={m.plan_action_change_country()}
              className="btn-primary btn-sm"
              disabled={expired || chosen.length === 0}
            />
          </form>
        )}
        {tab === 'renew' && (
          <form className="space-y-2" onSubmit={onSubmit(async () => renewPeriod && change({ action: 'renew', ...renewPeriod }))}>
            <SelectField label={m.plan_period()} value={periodPick} onChange={setPeriod}>
              {periods.map((option) => (
                <option key={periodValue(option.unit, option.count)} value={periodValue(option.unit, option.count)}>
                  {periodText(option.unit, option.count)}
                </option>
              ))}
            </SelectField>
            <p className="text-base-content/60 text-sm">{m.plan_renew_hint()}</p>
            <SubmitButton busy={busy} label={m.plan_action_renew()} className="btn-primary btn-sm" disabled={!expired || !renewPeriod} />
          </form>
        )}
        <CallResult shown={shown} />
      </div>
    </section>
  )
}
