import { formatXu } from '@proxy-portal/worker/contract/money'
import { canSell } from '@proxy-portal/worker/contract/orders'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { QuotePanel, type QuoteTexts } from '../../components/ui/quote-panel'
import { SelectField } from '../../components/ui/select-field'
import { countryName, periodText, productText, tierText } from '../../lib/labels'
import { periodValue } from '../../lib/period-value'
import { m } from '../../paraglide/messages'
import { useSessionUser } from '../session/session-query'
import { AmountField } from './amount-field'
import { countriesQuery, pricesQuery, quoteQuery, tiersQuery } from './catalogue-queries'
import { amountProblem, type Draft, initialDraft, resolveDraft, type Start } from './choice'
import { CouponField } from './coupon-field'
import { DEFAULT_PRODUCT } from './product-key'
import { ProductPicker } from './product-picker'
import { usePurchase } from './use-purchase'
import { useQuote } from './use-quote'

const quoteTexts = (): QuoteTexts => ({
  title: m.buy_quote_title(),
  incomplete: m.buy_quote_incomplete(),
  unitPrice: m.buy_unit_price(),
  totalPrice: m.buy_total_price(),
  stock: m.stock_available(),
  buy: m.buy_submit(),
  short: ({ countryCode, available, wanted }) => m.buy_short_stock({ country: countryName(countryCode), available, wanted }),
})

/**
 * Buying by type: product, country (with its stock), amount, bandwidth tier and period; the server
 * prices it. It starts on `product` (a product page's buy link names one), else private static IPv4, and
 * on `start`'s country, period and tier (the price list's buy links name them).
 */
export function BuyByType({ product = DEFAULT_PRODUCT, start }: { product?: Draft['product']; start?: Start }) {
  const countries = useQuery(countriesQuery).data ?? []
  const prices = useQuery(pricesQuery).data ?? []
  const tiers = useQuery(tiersQuery).data ?? []
  const [draft, setDraft] = useState(() => initialDraft(product, start))
  const [checked, setChecked] = useState(false)
  const { buy, busy } = usePurchase()
  const queryClient = useQueryClient()
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }))

  const { countries: countryOptions, periods, period, tier, country, choice: chosen } = resolveDraft(draft, { countries, prices, tiers })
  // The coupon applied rides with the choice: the quote is asked again with it, and the purchase carries it.
  const [coupon, setCoupon] = useState<string>()
  const choice = chosen && coupon ? { ...chosen, coupon } : chosen
  const signUpCoupon = useSessionUser()?.coupon ?? undefined
  const amount = Number(draft.amount)
  const { quote, current } = useQuote(choice)
  // The quote's live stock, once it is the quote of this very choice; until then the country list's.
  const stock = quote.data && choice && !quote.isPlaceholderData ? quote.data.stock : (country?.stock ?? null)

  const submit = async () => {
    setChecked(true)
    if (!choice || amountProblem(amount, stock ?? 0) !== null) return
    // The price confirmed is the one of exactly this choice, even if the panel is still catching up with typing.
    const priced = await queryClient.fetchQuery(quoteQuery(choice)).catch(() => null)
    // What stops the sale is on the panel already (stock, balance): nothing to confirm.
    if (!priced || amountProblem(amount, priced.stock) !== null || !canSell(priced)) return
    const confirmed = await confirm({
      title: m.buy_confirm_title(),
      text: m.buy_confirm_text({
        amount: choice.amount,
        product: productText(choice),
        country: countryName(choice.countryCode),
        period: periodText(choice.periodUnit, choice.periodCount),
        tier: tierText(choice.bandwidthTier),
        price: formatXu(priced.totalPrice, m.currency_unit()),
      }),
      confirmLabel: m.buy_confirm_yes(),
      cancelLabel: m.action_cancel(),
    })
    if (confirmed) await buy({ kind: 'choice', choice })
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section className="card bg-base-100 border-base-300 border lg:col-span-2" aria-label={m.buy_by_type()}>
        <div className="card-body">
          <ProductPicker product={draft.product} onChange={set('product')} />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <SelectField
              label={m.buy_country()}
              value={country?.code ?? draft.countryCode ?? ''}
              onChange={set('countryCode')}
              error={checked && !country ? m.buy_country_required() : null}
            >
              <option value="">{m.buy_country_choose()}</option>
              {countryOptions.map((option) => (
                <option key={option.code} value={option.code} disabled={option.stock === 0}>
                  {option.stock === 0
                    ? m.buy_country_out_of_stock({ country: countryName(option.code) })
                    : m.buy_country_stock({ country: countryName(option.code), stock: option.stock })}
                </option>
              ))}
            </SelectField>
            <AmountField value={draft.amount} onChange={set('amount')} stock={country ? stock : null} checked={checked} />
            <SelectField label={m.buy_bandwidth()} value={tier} onChange={set('bandwidthTier')}>
              {tiers.map((option) => (
                <option key={option.tier} value={option.tier}>
                  {tierText(option.tier, option.monthlyGb)}
                  {option.surchargePercent > 0 ? ` (+${option.surchargePercent}%)` : ''}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={m.buy_period()}
              value={period}
              onChange={set('period')}
              error={periods.length === 0 && prices.length > 0 ? m.buy_no_period() : null}
            >
              {periods.map((option) => (
                <option key={periodValue(option.unit, option.count)} value={periodValue(option.unit, option.count)}>
                  {periodText(option.unit, option.count)}
                  {option.popular ? ` · ${m.most_popular()}` : ''}
                </option>
              ))}
            </SelectField>
          </div>
          <CouponField applied={coupon} onApply={setCoupon} initial={signUpCoupon} />
        </div>
      </section>
      <QuotePanel
        name="quote"
        texts={quoteTexts()}
        quote={choice ? quote.data : undefined}
        complete={choice !== null}
        current={current}
        error={choice ? quote.error : null}
        loading={quote.isFetching}
        withPopular
        busy={busy}
        onBuy={() => void submit()}
      />
    </div>
  )
}
