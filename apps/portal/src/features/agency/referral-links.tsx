import { CopyButton } from '../../components/ui/copy-button'
import { useHydrated } from '../../components/ui/form'
import { m } from '../../paraglide/messages'

/** The agency's code and its sign-up link, each with a copy button; the link works on any page too (`/?ref=`). */
export function ReferralLinks({ code }: { code: string }) {
  // The server renders the page without knowing the address the visitor uses: the origin comes after hydration.
  const origin = useHydrated() ? location.origin : ''
  const link = `${origin}/auth/register?ref=${encodeURIComponent(code)}`
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div>
        <dt className="text-base-content/60 text-sm">{m.agency_your_code()}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <code className="font-mono" data-testid="agency-code">
            {code}
          </code>
          <CopyButton text={code} />
        </dd>
      </div>
      <div>
        <dt className="text-base-content/60 text-sm">{m.agency_your_link()}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <code className="font-mono text-sm break-all" data-testid="agency-link">
            {link}
          </code>
          <CopyButton text={link} />
        </dd>
      </div>
    </dl>
  )
}
