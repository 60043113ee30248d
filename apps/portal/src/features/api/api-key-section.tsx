import type { UserView } from '@proxy-portal/worker/contract/user'
import { m } from '../../paraglide/messages'
import { ApiKeyCard } from './api-key-card'

/** The key itself and what it may and may not do (the apiKey scheme of the OpenAPI document, ADR 0028). */
export function ApiKeySection({ user, onFresh }: { user: UserView; onFresh: (key: string | null) => void }) {
  return (
    <div className="space-y-3 text-sm">
      <ApiKeyCard user={user} onFresh={onFresh} />
      <p>{m.api_page_key_send()}</p>
      <p>{m.api_page_key_may()}</p>
      <p>{m.api_page_key_may_not()}</p>
    </div>
  )
}
