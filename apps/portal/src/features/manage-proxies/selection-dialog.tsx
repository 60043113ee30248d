import type { BoughtProxyView } from '@proxy-portal/worker/contract/bought-proxies'
import { useState } from 'react'
import { AuthIpDialog } from './auth-ip-dialog'
import { CommentDialog } from './comment-dialog'
import { ExportDialog } from './export-dialog'
import { IpChangeDialog } from './ip-change-dialog'
import { PasswordDialog } from './password-dialog'
import { RenewDialog } from './renew-dialog'
import { TagDialog } from './tag-dialog'

export type SelectionAction = 'renew' | 'tag' | 'comment' | 'ip-settings' | 'auth-ip' | 'password' | 'export'

/** The dialog of one action on the selection as it was when the action was chosen. */
export function SelectionDialog({
  action,
  proxies,
  onClose,
}: {
  action: SelectionAction
  proxies: BoughtProxyView[]
  onClose: () => void
}) {
  // Fixed while the dialog is open: a refreshed list must not re-ask the server's quote.
  const [ids] = useState(() => proxies.map((proxy) => proxy._id))
  switch (action) {
    case 'renew':
      return <RenewDialog ids={ids} onClose={onClose} />
    case 'tag':
      return <TagDialog ids={ids} onClose={onClose} />
    case 'comment':
      return <CommentDialog ids={ids} onClose={onClose} />
    case 'ip-settings':
      return <IpChangeDialog ids={ids} onClose={onClose} />
    case 'auth-ip':
      return <AuthIpDialog proxies={proxies} onClose={onClose} />
    case 'password':
      return <PasswordDialog ids={ids} onClose={onClose} />
    case 'export':
      return <ExportDialog proxies={proxies} onClose={onClose} />
  }
}
