import type { ReactNode } from 'react'

/** One block of an admin page: a bordered card with its title and an optional intro. */
export function AdminCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="card bg-base-100 border-base-300 border" aria-label={title}>
      <div className="card-body">
        <h2 className="card-title">{title}</h2>
        {/* daisyUI lets a card's paragraphs grow; an intro keeps its height. */}
        {intro && <p className="text-base-content/70 grow-0 text-sm">{intro}</p>}
        {children}
      </div>
    </section>
  )
}
