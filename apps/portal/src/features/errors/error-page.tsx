import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PlainLayout } from '../../layouts/plain-layout'
import { m } from '../../paraglide/messages'
import { reloadForChunkError } from './chunk-reload'

/** The generic error page: 'An error occurred', with a retry; never shows a stack trace. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    reloadForChunkError(error)
  }, [error])
  return (
    <PlainLayout>
      <title>{m.error_page_title()}</title>
      <section className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-3xl font-bold">{m.error_page_title()}</h1>
        <p className="text-base-content/70 mt-4">{m.error_page_text()}</p>
        <div className="mt-8 flex justify-center gap-2">
          <button type="button" className="btn btn-primary" onClick={() => router.invalidate()}>
            {m.action_retry()}
          </button>
          <Link to="/" className="btn">
            {m.action_home()}
          </Link>
        </div>
      </section>
    </PlainLayout>
  )
}
