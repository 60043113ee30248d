import type { BandwidthTierView } from '@proxy-portal/worker/contract/catalogue'
import { type BandwidthTier, bandwidthTiers } from '@proxy-portal/worker/contract/catalogue-values'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListTable } from '../../components/ui/list-table'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { tierText } from '../../lib/labels'
import { m } from '../../paraglide/messages'
import { NumberCell } from './admin-fields'
import { adminChange, catalogueCalls } from './catalogue-calls'
import { tiersQuery } from './queries'

function TierRow({ tier, saved }: { tier: BandwidthTier; saved: BandwidthTierView | undefined }) {
  const { run } = useApiMutation(adminChange)
  const [gb, setGb] = useState(saved?.monthlyGb == null ? '' : String(saved.monthlyGb))
  const [percent, setPercent] = useState(String(saved?.surchargePercent ?? 0))
  const unlimited = tier === 'unlimited'
  const save = async () => {
    const json = { tier, monthlyGb: unlimited ? null : Number(gb), surchargePercent: Number(percent) }
    const done = await run((keyed) => catalogueCalls.saveTier(json, keyed))
    if (done.ok) toast.success(m.catalogue_tier_saved({ tier: tierText(tier) }))
  }
  return (
    <tr>
      <td className="font-semibold">{tierText(tier)}</td>
      <td>
        {unlimited ? (
          <span className="text-base-content/60">{m.catalogue_unlimited_gb()}</span>
        ) : (
          <NumberCell value={gb} onChange={setGb} label={m.catalogue_tier_gb_of({ tier: tierText(tier) })} width="w-28" />
        )}
      </td>
      <td>
        <NumberCell value={percent} onChange={setPercent} label={m.catalogue_tier_surcharge_of({ tier: tierText(tier) })} />
      </td>
      <td>
        <button
          type="button"
          className="btn btn-outline btn-xs"
          onClick={() => void save()}
          aria-label={m.catalogue_save_named({ name: tierText(tier) })}
        >
          {m.catalogue_save()}
        </button>
      </td>
    </tr>
  )
}

/** The four bandwidth tiers: monthly GB per proxy (unlimited has none) and the surcharge on the base price. */
export function TiersCard() {
  const { data: tiers } = useQuery(tiersQuery)
  if (!tiers) return null
  return (
    <ListTable
      columns={[
        { label: m.catalogue_col_tier() },
        { label: m.catalogue_col_monthly_gb() },
        { label: m.catalogue_col_surcharge() },
        { label: m.catalogue_col_action() },
      ]}
      testId="admin-tiers"
      empty={false}
    >
      {bandwidthTiers.map((tier) => (
        <TierRow key={tier} tier={tier} saved={tiers.find((row) => row.tier === tier)} />
      ))}
    </ListTable>
  )
}
