import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { PageHeader } from '../../../components/ui/page-header'
import { ApiKeySection } from '../../../features/api/api-key-section'
import { DownloadLinkCard } from '../../../features/api/download-link-card'
import { API_KEY_PLACEHOLDER, ROTATING_KEY_PLACEHOLDER } from '../../../features/api/examples'
import { downloadLinkQuery, referenceQuery } from '../../../features/api/queries'
import { RateLimitsCard } from '../../../features/api/rate-limits-card'
import { ReferenceList } from '../../../features/api/reference-list'
import { useSessionUser } from '../../../features/session/session-query'
import { apiOrigin } from '../../../lib/api'
import { pageTitle } from '../../../lib/page-title'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_app/_private/api')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(referenceQuery), context.queryClient.ensureQueryData(downloadLinkQuery)]),
  head: () => pageTitle(m.page_api_title()),
  component: ApiPage,
})

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card bg-base-100 border-base-300 min-w-0 border">
      <div className="card-body min-w-0">
        <h2 className="card-title">{title}</h2>
        {children}
      </div>
    </section>
  )
}

/** /api (issue 18 item 4): the API key, the reference with examples, the limits and the download link. */
function ApiPage() {
  const { user: signedIn } = Route.useRouteContext()
  const user = useSessionUser() ?? signedIn
  // The key just made fills the examples; otherwise they carry a placeholder (the key is shown once).
  const [freshKey, setFreshKey] = useState<string | null>(null)
  const { data: reference } = useQuery(referenceQuery)
  const origin = apiOrigin()
  return (
    <>
      <PageHeader title={m.page_api_title()} description={m.page_api_intro()} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card title={m.api_page_key_title()}>
          <ApiKeySection user={user} onFresh={setFreshKey} />
        </Card>
        <div className="min-w-0 space-y-6">
          <Card title={m.api_page_limits_title()}>
            <RateLimitsCard />
          </Card>
          <Card title={m.api_page_download_title()}>
            <DownloadLinkCard />
          </Card>
        </div>
      </div>
      <div className="mt-6 space-y-6">
        <Card title={m.api_page_reference_title()}>
          <p className="text-sm">{m.api_page_reference_intro({ count: reference?.apiKey.length ?? 0 })}</p>
          <p className="text-base-content/60 text-sm">{m.api_page_reference_full({ docs: '/api/docs', spec: '/api/openapi.json' })}</p>
          <ReferenceList operations={reference?.apiKey ?? []} origin={origin} apiKey={freshKey ?? API_KEY_PLACEHOLDER} />
        </Card>
        <Card title={m.api_page_key_calls_title()}>
          <p className="text-sm">{m.api_page_key_calls_intro()}</p>
          <ReferenceList operations={reference?.keyCalls ?? []} origin={origin} apiKey={ROTATING_KEY_PLACEHOLDER} />
        </Card>
      </div>
    </>
  )
}
