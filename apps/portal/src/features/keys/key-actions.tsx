import type { ErrorCode } from '@proxy-portal/worker/contract/errors'
import type { KeyView } from '@proxy-portal/worker/contract/keys'
import { formatXu } from '@proxy-portal/worker/contract/money'
import { RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { confirm } from '../../components/ui/confirm-dialog'
import { CopyButton } from '../../components/ui/copy-button'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { m } from '../../paraglide/messages'
import { errorText } from '../errors/error-text'
import { showOrderFailure } from '../orders/order-result-store'
import { keyCalls, keyChange } from './key-calls'
import { keyUrls } from './key-urls'

/** The way a tool connects: `host:port:user:pass` with the HTTP port (the SOCKS5 one when there is none). */
export const endpointText = (key: KeyView) => `${key.host}:${key.httpPort ?? key.socksPort}:${key.username}:${key.password}`

/** What can be done with a key: copy its endpoint and URLs, change its IP now, renew it once expired. */
export function KeyActions({ keyView }: { keyView: KeyView }) {
  const change = useApiMutation(keyChange)
  const renewal = useApiMutation(keyChange)
  const [changeError, setChangeError] = useState<ErrorCode | null>(null)
  // The page's own origin, known once it runs in the browser (server rendering has no window).
  const [origin, setOrigin] = useState('')
  useEffect(() => setOrigin(window.location.origin), [])
  const urls = keyUrls(origin, keyView.key)
  const using = keyView.status === 'using'

  const changeNow = async () => {
    setChangeError(null)
    const done = await change.run(() => keyCalls.changeIp(keyView.key))
    if (!done.ok) return setChangeError(done.code)
    toast.success(m.keys_changed({ ip: done.value.exitIp }))
  }
  const renew = async () => {
    const sure = await confirm({
      title: m.keys_renew_title(),
      text: m.keys_renew_text({ key: keyView.key, price: formatXu(keyView.renewPrice, m.currency_unit()) }),
      confirmLabel: m.keys_renew(),
      cancelLabel: m.action_cancel(),
    })
    if (!sure) return
    const done = await renewal.run((keyed) => keyCalls.renew(keyView._id, keyed), ['renew', keyView._id])
    if (!done.ok) return showOrderFailure(done.code)
    toast.success(m.keys_renewed())
  }

  return (
    <div className="flex flex-wrap items-center gap-1">
      <CopyButton text={endpointText(keyView)} label={m.keys_copy_endpoint()} />
      <CopyButton text={urls.changeIp} label={m.keys_copy_change_url()} />
      <CopyButton text={urls.currentProxy} label={m.keys_copy_current_url()} />
      {using && (
        <button type="button" className="btn btn-xs btn-primary" disabled={change.busy} onClick={() => void changeNow()}>
          {change.busy ? <span className="loading loading-spinner loading-xs" /> : <RefreshCw className="size-3" aria-hidden="true" />}
          {m.keys_change_now()}
        </button>
      )}
      {keyView.status === 'expired' && (
        <button type="button" className="btn btn-xs btn-warning" disabled={renewal.busy} onClick={() => void renew()}>
          {m.keys_renew()}
        </button>
      )}
      {changeError && (
        <p role="alert" className="text-error w-full text-xs">
          {errorText(changeError)}
        </p>
      )}
    </div>
  )
}
