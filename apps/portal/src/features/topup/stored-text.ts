import type { TopupMethod, TransactionType, TransactionView } from '@proxy-portal/worker/contract/ledger'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { planNoteText } from '../shared-plan/plan-note'
import { methodText } from './labels'

// The words the worker writes into a ledger row's or a top-up's content, by who writes them:
// plans/create-plan.ts and change-runner.ts ('Shared plan: 50 × VN · basic · 1 month', 'Shared plan
// increase amount: +50'), money/bank-review.ts ('<reference> (admin review)'), the payment modules
// ('Card cs_1', 'MoMo 42', 'USDT TRC20', 'Perfect Money 77', 'bytepay ord_1', 'PayPal refunded 9X').
const methodWords: [string, TopupMethod][] = [
  ['Card', 'card'],
  ['MoMo', 'momo'],
  ['USDT TRC20', 'usdt'],
  ['Perfect Money', 'perfectmoney'],
  ['bytepay', 'bytepay'],
  ['tazapay', 'tazapay'],
  ['zpayment', 'zpayment'],
]

const paypalEvents: Record<string, () => string> = { refunded: m.ledger_refunded, reversed: m.ledger_reversed }

/**
 * A stored content in the page's language: the worker's own words are said with the catalogue's, the
 * facts in them (references, ids, a plan's parts) kept; anything else (an order code, a bank memo) and
 * an admin's own words (the reason of an admin top-up, `type`) are shown as stored.
 */
export function storedText(content: string, type?: TransactionType): string {
  if (type === 'admin_topup') return content
  const plan = /^Shared plan(?: [a-z ]+)?: (.*)$/s.exec(content)
  if (plan) return `${m.ledger_shared_plan()}: ${planNoteText(plan[1] ?? '')}`
  const reviewed = /^(.+) \(admin review\)$/s.exec(content)
  if (reviewed) return `${reviewed[1]} (${m.ledger_admin_review()})`
  const paypal = /^PayPal (\w+) (\S+)$/.exec(content)
  const event = paypal?.[1] ? paypalEvents[paypal[1]] : undefined
  if (event) return `PayPal ${event()} ${paypal?.[2]}`
  for (const [word, method] of methodWords) {
    if (content === word || content.startsWith(`${word} `)) return methodText(method) + content.slice(word.length)
  }
  return content
}

/** A ledger row's content in the page's language, with the English one the worker gives for a key package's name. */
export function transactionContent(row: Pick<TransactionView, 'content' | 'contentEn' | 'type'>): string {
  return storedText(getLocale() === 'en' && row.contentEn ? row.contentEn : row.content, row.type)
}
