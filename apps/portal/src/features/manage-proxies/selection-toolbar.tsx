import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDateTime } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { validationText } from '../errors/validation-text'
import { failureWords } from './failure-alert'
import { proxyCalls, proxyChange } from './proxy-calls'
import { renewReadiness } from './renew-readiness'
import { type SelectionAction, SelectionDialog } from './selection-dialog'
import { useProxyActions } from './use-proxy-actions'

/** The toast of an auto-renew switch: how many proxies it changed, and that a part of an order now has its own (ADR 0035). */
function autoRenewDone(autoRenew: boolean, { updated, split }: { updated: number; split: number }): string {
  const said =
    updated === 1
      ? (autoRenew ? m.manage_auto_renew_on_done_one : m.manage_auto_renew_off_done_one)()
      : (autoRenew ? m.manage_auto_renew_on_done : m.manage_auto_renew_off_done)({ count: updated })
  return split > 0 ? `${said}. ${m.manage_auto_renew_split()}` : said
}

/** What can be done to the selected proxies; with none selected, each says so instead (spec section 5). */
export function SelectionToolbar({ selected, onClear }: { selected: BoughtProxyView[]; onClear: () => void }) {
  const [open, setOpen] = useState<{ action: SelectionAction; proxies: BoughtProxyView[] } | null>(null)
  const { changeIp, check, busy: acting } = useProxyActions()
  const { run, busy: saving } = useApiMutation(proxyChange)
  const busy = acting || saving
  const ids = () => selected.map((proxy) => proxy._id)
  const needSelection = (then: () => void) => () => (selected.length === 0 ? toast.error(validationText('selectProxyFirst')) : then())
  const openDialog = (action: SelectionAction) => needSelection(() => setOpen({ action, proxies: selected }))

  const setAutoRenew = async (autoRenew: boolean) => {
    const done = await run(() => proxyCalls.autoRenew(ids(), autoRenew))
    if (!done.ok) return toast.error(failureWords(done))
    toast.success(autoRenewDone(autoRenew, done.value))
  }
  const askChangeIp = async () => {
    const sure = await confirm({
      title: m.manage_change_ip_title(),
      text: m.manage_change_ip_text({ count: selected.length }),
      confirmLabel: m.manage_change_ip(),
      cancelLabel: m.action_cancel(),
    })
    if (sure) await changeIp(ids())
  }
  // 'Renew' stands out only when something selected can be renewed now; otherwise the date it can (issue 15).
  const readiness = renewReadiness(selected)
  const buttons: [string, () => void, string?][] = [
    [m.manage_renew(), openDialog('renew'), readiness.renewableNow ? 'btn-primary' : undefined],
    [m.manage_auto_renew_turn_on(), needSelection(() => void setAutoRenew(true))],
    [m.manage_auto_renew_turn_off(), needSelection(() => void setAutoRenew(false))],
    [m.manage_tag(), openDialog('tag')],
    [m.manage_comment(), openDialog('comment')],
    [m.manage_change_ip(), needSelection(() => void askChangeIp())],
    [m.manage_ip_settings(), openDialog('ip-settings')],
    [m.manage_auth_ip(), openDialog('auth-ip')],
    [m.manage_password(), openDialog('password')],
    [m.manage_export(), openDialog('export')],
    [m.manage_check(), needSelection(() => void check(ids()))],
  ]
  return (
    <>
      <section className="bg-base-200 rounded-box flex flex-wrap items-center gap-2 p-2" aria-label={m.manage_toolbar()}>
        <span className="text-sm font-medium" data-testid="selected-count">
          {m.manage_selected({ count: selected.length })}
        </span>
        {selected.length > 0 && (
          <button type="button" className="btn btn-ghost btn-xs" onClick={onClear}>
            {m.manage_clear_selection()}
          </button>
        )}
        <div className="flex flex-wrap gap-1">
          {buttons.map(([label, onClick, style]) => (
            <button key={label} type="button" className={`btn btn-sm ${style ?? ''}`} disabled={busy} onClick={onClick}>
              {label}
            </button>
          ))}
        </div>
        {readiness.from !== null && (
          <span className="text-base-content/70 text-sm" data-testid="renew-from">
            {m.dashboard_renew_from({ date: formatDateTime(readiness.from) })}
          </span>
        )}
      </section>
      {open && <SelectionDialog action={open.action} proxies={open.proxies} onClose={() => setOpen(null)} />}
    </>
  )
}
