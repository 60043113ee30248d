import { Link } from '@tanstack/react-router'
import { Banknote, Clock, Code, Globe, KeyRound, type LucideIcon, RefreshCw, Server, Shield, Shuffle, Wallet, Zap } from 'lucide-react'
import { m } from '../../paraglide/messages'

type Item = { icon: LucideIcon; title: () => string; text: () => string }

const products: Item[] = [
  { icon: Server, title: m.home_product_static_title, text: m.home_product_static_text },
  { icon: Shuffle, title: m.home_product_dynamic_title, text: m.home_product_dynamic_text },
  { icon: Globe, title: m.home_product_ipv6_title, text: m.home_product_ipv6_text },
  { icon: RefreshCw, title: m.home_product_rotating_title, text: m.home_product_rotating_text },
]

const features: Item[] = [
  { icon: Zap, title: m.home_feature_instant_title, text: m.home_feature_instant_text },
  { icon: KeyRound, title: m.home_feature_auth_title, text: m.home_feature_auth_text },
  { icon: RefreshCw, title: m.home_feature_change_ip_title, text: m.home_feature_change_ip_text },
  { icon: Clock, title: m.home_feature_renew_title, text: m.home_feature_renew_text },
  { icon: Code, title: m.home_feature_api_title, text: m.home_feature_api_text },
  { icon: Shield, title: m.home_feature_extension_title, text: m.home_feature_extension_text },
]

const payments: Item[] = [
  { icon: Banknote, title: m.home_payment_bank_title, text: m.home_payment_bank_text },
  { icon: Wallet, title: m.home_payment_wallets_title, text: m.home_payment_wallets_text },
  { icon: Globe, title: m.home_payment_global_title, text: m.home_payment_global_text },
]

/** `priced`: each card links to the price list (the products). */
function Grid({ title, intro, items, wide, priced }: { title: string; intro: string; items: Item[]; wide?: boolean; priced?: boolean }) {
  return (
    <section className="py-12">
      <h2 className="text-center text-3xl font-bold">{title}</h2>
      <p className="text-base-content/70 mx-auto mt-2 max-w-2xl text-center">{intro}</p>
      <div className={`mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${wide ? 'xl:grid-cols-4' : ''}`}>
        {items.map(({ icon: Icon, title: itemTitle, text }) => (
          <div key={itemTitle()} className="card bg-base-200">
            <div className="card-body">
              <Icon className="text-primary size-8" aria-hidden="true" />
              <h3 className="card-title">{itemTitle()}</h3>
              <p className="text-base-content/80">{text()}</p>
              {priced && (
                // In the text colour: the primary one on these cards is too faint on the dark theme (axe, issue 15 item 8).
                <Link to="/pricing" className="link mt-auto font-medium" aria-label={`${m.home_products_prices()}: ${itemTitle()}`}>
                  {m.home_products_prices()}
                </Link>
              )}
            </div>
          </div>
        ))}
      </div>
    </section>
  )
}

export function ProductGrid() {
  return <Grid title={m.home_products_title()} intro={m.home_products_intro()} items={products} wide priced />
}

export function FeatureGrid() {
  return <Grid title={m.home_features_title()} intro={m.home_features_intro()} items={features} />
}

export function PaymentGrid() {
  return <Grid title={m.home_payments_title()} intro={m.home_payments_intro()} items={payments} />
}
