import type { NodeKeyAnswer, SubServerView } from '@proxy-portal/worker/contract/inventory'
import { useEffect, useRef } from 'react'
import { toast } from '../../components/ui/toast'
import { m } from '../../paraglide/messages'

/** The environment the node program (apps/node) needs: the portal's address, this key, and the node's IPv6 prefix if it has one. */
export function enrolCommand(origin: string, key: string, ipv6Prefix: string | null): string {
  const prefix = ipv6Prefix ? ` NODE_IPV6_PREFIX=${ipv6Prefix}` : ''
  return `PORTAL_URL=${origin} NODE_API_KEY=${key}${prefix} node apps/node/src/main.ts`
}

/** A new key, shown this once, with the command line that enrols the node (apps/node/README.md has the systemd unit). */
export function NodeKeyDialog({ server, issued, onClose }: { server: SubServerView; issued: NodeKeyAnswer | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (issued && !dialog.current?.open) dialog.current?.showModal()
    if (!issued && dialog.current?.open) dialog.current.close()
  }, [issued])
  const command = issued ? enrolCommand(window.location.origin, issued.key, server.ipv6Prefix) : ''
  const copy = (text: string) => void navigator.clipboard.writeText(text).then(() => toast.success(m.copied()))
  return (
    <dialog ref={dialog} className="modal" onClose={onClose} aria-labelledby={`node-key-${server._id}`}>
      {issued && (
        <div className="modal-box max-w-2xl space-y-3">
          <h3 id={`node-key-${server._id}`} className="text-lg font-semibold">
            {m.inventory_key_dialog_title({ name: server.name })}
          </h3>
          <p className="text-warning text-sm">{m.inventory_key_dialog_once()}</p>
          <div className="flex items-center gap-2">
            <code className="bg-base-200 grow rounded p-2 text-xs break-all" data-testid="node-key-value">
              {issued.key}
            </code>
            <button type="button" className="btn btn-sm" onClick={() => copy(issued.key)}>
              {m.inventory_key_copy()}
            </button>
          </div>
          <p className="text-sm">{m.inventory_key_dialog_enrol()}</p>
          <pre className="bg-base-200 rounded p-2 text-xs whitespace-pre-wrap break-all" data-testid="node-enrol-command">
            {command}
          </pre>
          <div className="modal-action">
            <button type="button" className="btn btn-sm" onClick={() => copy(command)}>
              {m.inventory_key_copy_command()}
            </button>
            <button type="button" className="btn btn-primary btn-sm" onClick={onClose}>
              {m.inventory_key_dialog_done()}
            </button>
          </div>
        </div>
      )}
    </dialog>
  )
}
