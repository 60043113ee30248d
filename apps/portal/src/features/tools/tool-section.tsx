import type { ReactNode } from 'react'
import { useHydrated } from '../../components/ui/form'

/**
 * One tool on the free tools page: a card with its title and what it does, reachable by its id
 * (the tools index links there). Its fields stay off until the page is interactive, so nothing
 * typed before then is lost.
 */
export function ToolSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <section id={id} className="card bg-base-100 border-base-300 min-w-0 scroll-mt-20 border" aria-labelledby={`${id}-title`}>
      <div className="card-body min-w-0 gap-3">
        <div>
          <h2 id={`${id}-title`} className="card-title">
            {title}
          </h2>
          <p className="text-base-content/70 text-sm">{intro}</p>
        </div>
        <fieldset disabled={!hydrated} className="min-w-0">
          {children}
        </fieldset>
      </div>
    </section>
  )
}
