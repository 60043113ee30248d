import { inArray, or } from 'drizzle-orm'
import type { TransactionView } from '../contract/ledger'
import type { Database } from '../db/client'
import { proxyKeys } from '../db/schema'
import type { LedgerRow } from '../money/ledger'
import { toTransactionView } from '../money/views'

/**
 * The English content of the ledger rows that name a key package (ADR 0036). A key purchase is written as
 * '3 × <package name>' and a renewal as '<package name>', with the Vietnamese name the key was bought with;
 * the keys keep the English name beside it, so the rows are said again with it. Keyed by ledger row id;
 * a row whose content is not the one the key would write (or whose package has one name) is left out.
 */
export async function englishKeyContents(db: Database, rows: LedgerRow[]): Promise<Map<string, string>> {
  const refsOf = (refType: string) => [...new Set(rows.flatMap((row) => (row.refType === refType && row.refId ? [row.refId] : [])))]
  const purchaseIds = refsOf('key-purchase')
  const keyIds = refsOf('key')
  const english = new Map<string, string>()
  if (purchaseIds.length === 0 && keyIds.length === 0) return english
  const keys = await db
    .select({ id: proxyKeys.id, purchaseId: proxyKeys.purchaseId, name: proxyKeys.packageName, nameEn: proxyKeys.packageNameEn })
    .from(proxyKeys)
    .where(or(inArray(proxyKeys.purchaseId, purchaseIds), inArray(proxyKeys.id, keyIds)))
  const names = new Map<string, { name: string; nameEn: string }>()
  for (const key of keys) {
    names.set(`key:${key.id}`, key)
    names.set(`key-purchase:${key.purchaseId}`, key)
  }
  for (const row of rows) {
    const key = names.get(`${row.refType}:${row.refId}`)
    if (!key?.nameEn || key.nameEn === key.name) continue
    if (row.refType === 'key' && row.content === key.name) english.set(row.id, key.nameEn)
    const bought = row.refType === 'key-purchase' ? /^(\d+) × (.*)$/s.exec(row.content) : null
    if (bought && bought[2] === key.name) english.set(row.id, `${bought[1]} × ${key.nameEn}`)
  }
  return english
}

/** Ledger rows as the history lists show them, the rows naming a key package with their English content. */
export async function transactionViewsOf(db: Database, rows: LedgerRow[]): Promise<TransactionView[]> {
  const english = await englishKeyContents(db, rows)
  return rows.map((row) => {
    const contentEn = english.get(row.id)
    return contentEn === undefined ? toTransactionView(row) : { ...toTransactionView(row), contentEn }
  })
}
