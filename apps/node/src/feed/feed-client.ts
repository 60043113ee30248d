import { NodeFeed } from '@proxy-portal/worker/contract/node-feed'
import * as v from 'valibot'
import { type PortalClient, unexpected } from '../portal-client.ts'

export type Pulled = { kind: 'same' } | { kind: 'new'; feed: NodeFeed; text: string }

/** One pull of the node's feed; with the ETag of the feed served, an unchanged feed answers 304. */
export async function pullFeed(portal: PortalClient, servedVersion: string | null): Promise<Pulled> {
  const answer = await portal.call('GET', '/api/sub-server/feed', { etag: servedVersion === null ? null : `"${servedVersion}"` })
  if (answer.status === 304) return { kind: 'same' }
  if (answer.status !== 200) throw unexpected('feed pull refused', answer)
  const parsed = v.safeParse(NodeFeed, JSON.parse(answer.body))
  if (!parsed.success) {
    const issue = parsed.issues[0]
    throw new Error(`the portal's feed does not match the contract (kept the last good one): ${v.getDotPath(issue) ?? ''} ${issue.message}`)
  }
  return { kind: 'new', feed: parsed.output, text: answer.body }
}
