import type { DiscountView } from '@proxy-portal/worker/contract/catalogue'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { NumberCell } from './admin-fields'
import { adminChange, catalogueCalls } from './catalogue-calls'
import { discountsQuery } from './queries'

/** One discount, edited in place; or, without `discount`, the row that adds one. */
function DiscountRow({ discount }: { discount?: DiscountView }) {
  const { run } = useApiMutation(adminChange)
  const [minAmount, setMinAmount] = useState(discount ? String(discount.minAmount) : '')
  const [percent, setPercent] = useState(discount ? String(discount.percent) : '')
  const json = { minAmount: Number(minAmount), percent: Number(percent) }
  const save = async () => {
    if (!discount) {
      const added = await run((keyed) => catalogueCalls.addDiscount(json, keyed))
      if (!added.ok) return
      toast.success(m.catalogue_discount_added())
      setMinAmount('')
      setPercent('')
      return
    }
    const saved = await run((keyed) => catalogueCalls.saveDiscount(discount._id, json, keyed))
    if (saved.ok) toast.success(m.catalogue_discount_saved())
  }
  const remove = async (id: string) => {
    const removed = await run((keyed) => catalogueCalls.deleteDiscount(id, keyed))
    if (removed.ok) toast.success(m.catalogue_discount_deleted())
  }
  return (
    <tr>
      <td>
        <NumberCell value={minAmount} onChange={setMinAmount} label={m.catalogue_discount_min_amount()} />
      </td>
      <td>
        <NumberCell value={percent} onChange={setPercent} label={m.catalogue_discount_percent()} />
      </td>
      <td className="space-x-1 whitespace-nowrap">
        <button type="button" className="btn btn-outline btn-xs" onClick={() => void save()}>
          {discount ? m.catalogue_save() : m.catalogue_discount_add()}
        </button>
        {discount && (
          <button type="button" className="btn btn-ghost btn-xs text-error" onClick={() => void remove(discount._id)}>
            {m.catalogue_delete()}
          </button>
        )}
      </td>
    </tr>
  )
}

/** Quantity discounts: from how many proxies in one order, what percent off. */
export function DiscountsCard() {
  const { data: discounts } = useQuery(discountsQuery)
  return (
    <ListTable
      columns={[{ label: m.catalogue_col_min_amount() }, { label: m.catalogue_col_percent() }, { label: m.catalogue_col_action() }]}
      testId="admin-discounts"
      empty={false}
    >
      {discounts?.map((discount) => (
        <DiscountRow key={`${discount._id}:${discount.minAmount}:${discount.percent}`} discount={discount} />
      ))}
      <DiscountRow />
    </ListTable>
  )
}
