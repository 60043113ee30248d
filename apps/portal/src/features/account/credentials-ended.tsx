import type { CredentialsEnded } from '@proxy-portal/worker/contract/auth'
import { m } from '../../paraglide/messages'

/**
 * What a password change ended besides this session (ADR 0021): the other sessions, the API key and
 * the browsers connected to the extension, so the customer knows what to set up again.
 */
export function CredentialsEndedNotice({ ended }: { ended: CredentialsEnded }) {
  const lines: string[] = []
  if (ended.sessions > 0) lines.push(m.credentials_ended_sessions({ count: String(ended.sessions) }))
  if (ended.apiKey) lines.push(m.credentials_ended_api_key())
  if (ended.extensionTokens > 0) lines.push(m.credentials_ended_browsers({ count: String(ended.extensionTokens) }))
  return (
    <div role="status" className="alert alert-success alert-soft items-start text-sm" data-testid="credentials-ended">
      <div className="space-y-1">
        <p className="font-semibold">{m.password_changed_title()}</p>
        {lines.length === 0 ? (
          <p>{m.credentials_ended_none()}</p>
        ) : (
          <ul className="list-disc ps-5">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
