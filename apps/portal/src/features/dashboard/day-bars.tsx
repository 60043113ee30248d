import type { DashboardDay } from '@proxy-portal/worker/contract/dashboard'
import { formatDate } from '../../lib/dates'

/**
 * One series of daily bars, drawn with plain elements as /admin's chart is (ADR 0027): 14 bars need
 * no library, and the dashboard's scripts stay as they were. Each bar says its day and value on hover
 * and to screen readers (the list is the chart's text).
 */
export function DayBars({
  id,
  days,
  value,
  text,
  barClass,
}: {
  id: string
  days: DashboardDay[]
  value: (day: DashboardDay) => number
  text: (amount: number) => string
  barClass: string
}) {
  const top = Math.max(1, ...days.map(value))
  return (
    <ul className="flex h-24 items-end gap-1" data-testid={id}>
      {days.map((day) => {
        const label = `${formatDate(day.start)}: ${text(value(day))}`
        return (
          <li key={day.start} className="flex h-full flex-1 items-end" title={label} aria-label={label}>
            <div
              className={`${barClass} w-full rounded-t`}
              style={{ height: `${(Math.max(0, value(day)) / top) * 100}%`, minHeight: '1px' }}
            />
          </li>
        )
      })}
    </ul>
  )
}
