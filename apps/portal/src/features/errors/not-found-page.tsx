import { Link } from '@tanstack/react-router'
import { PlainLayout } from '../../layouts/plain-layout'
import { m } from '../../paraglide/messages'

/** The spec's 404 page, inside the plain layout; its Home page button leads to the login page. */
export function NotFoundPage() {
  return (
    <PlainLayout>
      <title>{m.not_found_document_title()}</title>
      <section className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-4xl font-bold">{m.not_found_title()}</h1>
        <p className="mt-4 text-lg">{m.not_found_text()}</p>
        <p className="text-base-content/70 mt-2">{m.not_found_hint()}</p>
        <Link to="/auth/login" className="btn btn-primary mt-8">
          {m.not_found_home_button()}
        </Link>
      </section>
    </PlainLayout>
  )
}
