import type { NodeKeyAnswer, SubServerView } from '@proxy-portal/worker/contract/inventory'
import { useState } from 'react'
import { toast } from '../../components/ui/toast'
import { useApiMutation } from '../../lib/api-mutation'
import { formatDate } from '../../lib/dates'
import { m } from '../../paraglide/messages'
import { adminChange, catalogueCalls } from './catalogue-calls'
import { NodeKeyDialog } from './node-key-dialog'
import { confirmDanger } from './row-actions'

/** The node's key: which one it has, a new one (shown once, with how to enrol the node), or none (ADR 0018). */
export function NodeKeyCell({ server }: { server: SubServerView }) {
  const { run } = useApiMutation(adminChange)
  const [issued, setIssued] = useState<NodeKeyAnswer | null>(null)
  const issue = async () => {
    if (
      server.key &&
      !(await confirmDanger(
        m.inventory_key_reissue_title({ name: server.name }),
        m.inventory_key_reissue_text(),
        m.inventory_key_reissue(),
      ))
    )
      return
    const done = await run((keyed) => catalogueCalls.issueNodeKey(server._id, keyed))
    if (!done.ok) return
    toast.success(m.inventory_key_issued_toast({ name: server.name }))
    setIssued(done.value)
  }
  const revoke = async () => {
    if (
      !(await confirmDanger(m.inventory_key_revoke_title({ name: server.name }), m.inventory_key_revoke_text(), m.inventory_key_revoke()))
    )
      return
    const done = await run((keyed) => catalogueCalls.revokeNodeKey(server._id, keyed))
    if (done.ok) toast.success(m.inventory_key_revoked_toast({ name: server.name }))
  }
  return (
    <div className="min-w-40 space-y-1 text-xs" data-testid="node-key">
      <p className="font-mono whitespace-nowrap">
        {server.key ? m.inventory_key_since({ prefix: server.key.prefix, date: formatDate(server.key.issuedAt) }) : m.inventory_key_none()}
      </p>
      <div className="flex gap-1">
        <button
          type="button"
          className="btn btn-outline btn-xs"
          onClick={() => void issue()}
          aria-label={m.inventory_key_issue_for({ name: server.name })}
        >
          {server.key ? m.inventory_key_reissue() : m.inventory_key_issue()}
        </button>
        {server.key && (
          <button
            type="button"
            className="btn btn-ghost btn-xs text-error"
            onClick={() => void revoke()}
            aria-label={m.inventory_key_revoke_for({ name: server.name })}
          >
            {m.inventory_key_revoke()}
          </button>
        )}
      </div>
      <NodeKeyDialog server={server} issued={issued} onClose={() => setIssued(null)} />
    </div>
  )
}
