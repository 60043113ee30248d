import { type ErrorCode, isErrorCode } from '@proxy-portal/worker/contract/errors'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { errorText } from '../errors/error-text'
import { failureWords } from './failure-alert'
import { proxyCalls, proxyChange } from './proxy-calls'

/** Says which proxies of a call failed and why, one toast per reason. */
function reportFailures(results: { ok: boolean; code?: string }[]) {
  const reasons = new Map<ErrorCode, number>()
  for (const result of results) {
    if (result.ok) continue
    const code = isErrorCode(result.code) ? result.code : 'UNKNOW_ERROR'
    reasons.set(code, (reasons.get(code) ?? 0) + 1)
  }
  for (const [code, count] of reasons) toast.error(m.manage_some_failed({ count, reason: errorText(code) }))
}

/** Changing IPs and checking proxies, for one row or a selection; the rows show the outcome once read again. */
export function useProxyActions() {
  const { run, busy } = useApiMutation(proxyChange)
  const changeIp = async (ids: string[]) => {
    const done = await run(() => proxyCalls.changeIp(ids))
    if (!done.ok) return toast.error(failureWords(done))
    const started = done.value.results.filter((result) => result.ok).length
    if (started > 0) toast.success(m.manage_change_ip_started({ count: started }))
    reportFailures(done.value.results)
  }
  const check = async (ids: string[]) => {
    const done = await run(() => proxyCalls.check(ids))
    if (!done.ok) return toast.error(failureWords(done))
    // An expired proxy is not checked (its login is off on the node): it is only counted as locked.
    const checked = done.value.results.filter((result) => !result.locked)
    const alive = checked.filter((result) => result.health?.alive).length
    if (checked.length > 0) toast.info(m.manage_check_done({ alive, dead: checked.length - alive }))
    const locked = done.value.results.length - checked.length
    if (locked > 0) toast.warning(m.manage_check_locked({ count: locked }))
  }
  return { changeIp, check, busy }
}
