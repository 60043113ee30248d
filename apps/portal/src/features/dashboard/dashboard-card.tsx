import type { ReactNode } from 'react'

/** A titled card of the dashboard; the title names the region for screen readers and tests. */
export function DashboardCard({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="card bg-base-100 border-base-300 border" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id={`${id}-title`} className="card-title text-base">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  )
}
