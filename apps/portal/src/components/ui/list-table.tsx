import type { CSSProperties, ReactNode } from 'react'
import { m } from '../../paraglide/messages'

export type Column = { label: string; end?: boolean }

/** A CSS string token: the label as `content` shows it (quotes and backslashes escaped, no line breaks). */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\s+/g, ' ')}"`

/** The column labels as the cards below 768 px show them: --col-N on the table, N from 1. */
export const listLabels = (labels: string[]) =>
  Object.fromEntries(labels.map((label, index) => [`--col-${index + 1}`, cssString(label)])) as CSSProperties

/**
 * Every list of the portal: a table from 768 px up, and below it one card per row, each cell under its
 * column's label (styles.css `.list-table`). The labels travel as CSS variables on the table so the
 * server renders the cards whole, with no script and no second markup to keep in step (ADR 0033).
 */
export function ListTable({
  columns,
  testId,
  empty,
  emptyText,
  children,
}: {
  columns: Column[]
  testId?: string
  empty: boolean
  /** What an empty list says instead of 'nothing here yet': why, and what to do next. */
  emptyText?: ReactNode
  children: ReactNode
}) {
  const labels = listLabels(columns.map((column) => column.label))
  return (
    <div className="rounded-box border-base-300 border md:overflow-x-auto">
      <table className="table-sm list-table table" data-testid={testId} style={labels}>
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
                {emptyText ?? m.table_empty()}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
