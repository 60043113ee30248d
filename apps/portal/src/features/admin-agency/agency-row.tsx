import type { AdminAgencyView } from '@proxy-portal/worker/contract/agency-admin'
import { useState } from 'react'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDate } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { NumberCell } from '../admin-catalogue/admin-fields'
import { adminChange } from '../admin-catalogue/catalogue-calls'
import { xu } from '../agency/labels'
import { agencyAdminCalls } from './agency-admin-calls'

/** One agency: whose, its state and totals; its rates edited in place, activated or deactivated by a button. */
export function AgencyRow({ agency }: { agency: AdminAgencyView }) {
  const { run, busy } = useApiMutation(adminChange)
  const [commission, setCommission] = useState(String(agency.commissionPercent))
  const [discount, setDiscount] = useState(String(agency.discountPercent))
  const saveRates = async () => {
    const json = { commissionPercent: Number(commission), discountPercent: Number(discount) }
    const saved = await run((keyed) => agencyAdminCalls.updateAgency(agency._id, json, keyed))
    if (saved.ok) toast.success(m.admin_agency_saved())
  }
  const setActive = async (active: boolean) => {
    const saved = await run((keyed) => agencyAdminCalls.updateAgency(agency._id, { active }, keyed))
    if (saved.ok) toast.success(active ? m.admin_agency_activated() : m.admin_agency_deactivated())
  }
  return (
    <tr data-testid="agency-row">
      <td className="font-mono">{agency.code}</td>
      <td>
        {agency.user.username}
        <div className="text-base-content/60 text-xs">{agency.user.email}</div>
      </td>
      <td className="whitespace-nowrap">{formatDate(agency.createdAt)}</td>
      <td>
        <span className={`badge badge-sm ${agency.active ? 'badge-success' : 'badge-ghost'}`}>
          {agency.active ? m.admin_agency_active() : m.admin_agency_inactive()}
        </span>
      </td>
      <td>
        <NumberCell value={commission} onChange={setCommission} label={m.admin_agency_commission_of({ code: agency.code })} />
      </td>
      <td>
        <NumberCell value={discount} onChange={setDiscount} label={m.admin_agency_discount_of({ code: agency.code })} />
      </td>
      <td className="text-right">{agency.totals.customers}</td>
      <td className="text-right whitespace-nowrap">{xu(agency.totals.pending)}</td>
      <td className="text-right whitespace-nowrap">{xu(agency.totals.paid)}</td>
      <td className="space-x-1 whitespace-nowrap">
        <button type="button" className="btn btn-outline btn-xs" disabled={busy} onClick={() => void saveRates()}>
          {m.admin_agency_save_rates()}
        </button>
        <button
          type="button"
          className={`btn btn-xs ${agency.active ? 'btn-ghost text-error' : 'btn-primary'}`}
          disabled={busy}
          onClick={() => void setActive(!agency.active)}
        >
          {agency.active ? m.admin_agency_deactivate() : m.admin_agency_activate()}
        </button>
      </td>
    </tr>
  )
}
