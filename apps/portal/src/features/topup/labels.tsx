import type { TopupMethod, TopupStatus, TransactionType } from '@proxy-portal/worker/contract/ledger'
import { m } from '../../paraglide/messages'
import type { Locale } from '../../paraglide/runtime'

// Callable in a given language too (the top-up page's promise is built from them).
const methods: Record<TopupMethod, (inputs?: Record<string, never>, options?: { locale?: Locale }) => string> = {
  bank: m.method_bank,
  paypal: m.method_paypal,
  momo: m.method_momo,
  perfectmoney: m.method_perfectmoney,
  usdt: m.method_usdt,
  card: m.method_card,
  bytepay: m.method_bytepay,
  tazapay: m.method_tazapay,
  zpayment: m.method_zpayment,
}

const statuses: Record<TopupStatus, () => string> = {
  processing: m.status_processing,
  success: m.status_success,
  failed: m.status_failed,
  cancelled: m.status_cancelled,
  reversed: m.status_reversed,
}

const statusBadges: Record<TopupStatus, string> = {
  processing: 'badge-warning',
  success: 'badge-success',
  failed: 'badge-error',
  cancelled: 'badge-ghost',
  reversed: 'badge-error',
}

const transactions: Record<TransactionType, () => string> = {
  topup: m.tx_topup,
  buy_proxy_shared: m.tx_buy_proxy_shared,
  buy_proxy_private: m.tx_buy_proxy_private,
  buy_key: m.tx_buy_key,
  renew_key: m.tx_renew_key,
  auto_renew_key: m.tx_auto_renew_key,
  refund: m.tx_refund,
  increase_bandwidth: m.tx_increase_bandwidth,
  increase_amount: m.tx_increase_amount,
  change_country: m.tx_change_country,
  promotion: m.tx_promotion,
  admin_topup: m.tx_admin_topup,
  renew: m.tx_renew,
  renew_private: m.tx_renew_private,
  auto_renew: m.tx_auto_renew,
  auto_renew_private: m.tx_auto_renew_private,
  credit_card: m.tx_credit_card,
  commission: m.tx_commission,
  commission_clawback: m.tx_commission_clawback,
}

export const methodText = (method: TopupMethod, locale?: Locale) => methods[method]({}, locale && { locale })
export const topupStatusText = (status: TopupStatus) => statuses[status]()
export const transactionText = (type: TransactionType) => transactions[type]()

export function StatusBadge({ status }: { status: TopupStatus }) {
  return <span className={`badge badge-sm ${statusBadges[status]}`}>{statuses[status]()}</span>
}
