import type { ReactNode } from 'react'
import { m } from '../../paraglide/messages'

export type Column = { label: string; end?: boolean }

/** A bordered, scrollable list table with its header; an empty list says so in one row. */
export function ListTable({
  columns,
  testId,
  empty,
  children,
}: {
  columns: Column[]
  testId?: string
  empty: boolean
  children: ReactNode
}) {
  return (
    <div className="rounded-box border-base-300 overflow-x-auto border">
      <table className="table-sm table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} className={column.end ? 'text-right' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {children}
          {empty && (
            <tr>
              <td colSpan={columns.length} className="text-base-content/60 py-6 text-center">
                {m.table_empty()}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
