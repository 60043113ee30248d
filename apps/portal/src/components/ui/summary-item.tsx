import type { ReactNode } from 'react'

/** One fact of a summary card's grid (inside a `<dl>`): its name small and dim above its value. */
export function SummaryItem({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt className="text-base-content/60 text-sm">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}
