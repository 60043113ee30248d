import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { useState } from 'react'
import { errorText } from '../../utils/error-text'
import { settingsItem } from '../../utils/state'
import { copyProxy } from './copy-text'
import type { PopupState } from './popup-state'
import { authIpHere, changeProxyIp, type Note, type Refresh, switchToProxy, testProxy } from './proxy-actions'
import type { Say } from './toast'

export type RowAction = 'use' | 'copy' | 'test' | 'change-ip' | 'confirm-change-ip' | 'cancel-change-ip' | 'auth-ip'

/** Where focus goes after an action: into the confirmation it opens, back to the button it came from. */
const focusAfter: Record<RowAction, RowAction> = {
  use: 'use',
  copy: 'copy',
  test: 'test',
  'change-ip': 'confirm-change-ip',
  'confirm-change-ip': 'change-ip',
  'cancel-change-ip': 'change-ip',
  'auth-ip': 'auth-ip',
}

/** The button (by its data-key) an action moves focus to once it can take it, and the one it came from. */
export type FocusRequest = { from: string; to: string }

const withEntry = <V>(map: Map<string, V>, id: string, value: V | undefined) => {
  const next = new Map(map)
  if (value === undefined) next.delete(id)
  else next.set(id, value)
  return next
}

/**
 * What the rows hold while the popup is open and never store: the note under each row, the action
 * running on a proxy (its buttons wait), the change of IP waiting for confirmation, and which button
 * takes focus once the rows are drawn again (keyboard users keep their place).
 */
export function useRowActions(state: PopupState, say: Say, refresh: Refresh, now: () => number) {
  const [notes, setNotes] = useState(new Map<string, Note>())
  const [busy, setBusy] = useState(new Map<string, RowAction>())
  const [confirming, setConfirming] = useState<string | null>(null)
  const [focus, setFocus] = useState<FocusRequest | null>(null)

  async function act(action: RowAction, proxy: BoughtProxyView) {
    const connection = state.connection
    if (!connection) return
    const id = proxy._id
    setFocus({ from: `${action}:${id}`, to: `${focusAfter[action]}:${id}` })
    if (action === 'use') {
      const note = await switchToProxy(proxy, now()).catch((): Note => ({ tone: 'error', lines: [errorText('UNKNOW_ERROR')] }))
      say(note.lines.join(' '), note.tone === 'error' ? 'error' : 'ok')
      return
    }
    if (action === 'copy') {
      // The format as stored now: a change made in another popup may not have reached this one's state yet.
      const copied = await copyProxy(proxy, await settingsItem.getValue())
      say(copied.text, copied.ok ? 'ok' : 'error')
      return
    }
    if (action === 'change-ip' || action === 'cancel-change-ip') {
      setConfirming(action === 'change-ip' ? id : null)
      return
    }
    setConfirming(null)
    setBusy((current) => withEntry(current, id, action))
    const run = { test: testProxy, 'confirm-change-ip': changeProxyIp, 'auth-ip': authIpHere }[action]
    const note = await run(connection, proxy, refresh).catch((): Note => ({ tone: 'error', lines: [errorText('UNKNOW_ERROR')] }))
    setBusy((current) => withEntry(current, id, undefined))
    setNotes((current) => withEntry(current, id, note))
  }

  return { notes, busy, confirming, focus, focusDone: () => setFocus(null), act, clearNotes: () => setNotes(new Map()) }
}

export type RowActions = ReturnType<typeof useRowActions>
