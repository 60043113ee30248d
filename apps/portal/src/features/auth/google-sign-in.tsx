import { useEffect, useRef, useState } from 'react'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { loadScript } from './script-loader'

type GoogleAccounts = {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential: string }) => void }): void
      renderButton(element: HTMLElement, options: Record<string, unknown>): void
    }
  }
}

/** The Google Identity Services button; the credential it gives goes to our API for verification. */
export function GoogleSignIn({ clientId, onCredential }: { clientId: string; onCredential: (credential: string) => void }) {
  const container = useRef<HTMLDivElement>(null)
  const callback = useRef(onCredential)
  callback.current = onCredential
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let cancelled = false
    loadScript('https://accounts.google.com/gsi/client')
      .then(() => {
        const google = (window as unknown as { google?: GoogleAccounts }).google
        if (cancelled || !google || !container.current) return
        google.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => callback.current(credential) })
        google.accounts.id.renderButton(container.current, { theme: 'filled_black', size: 'large', width: 320, locale: getLocale() })
      })
      .catch(() => setFailed(true))
    return () => {
      cancelled = true
    }
  }, [clientId])

  if (failed) return <p className="text-base-content/60 text-center text-sm">{m.google_unavailable()}</p>
  return <div ref={container} className="flex min-h-11 justify-center" />
}
