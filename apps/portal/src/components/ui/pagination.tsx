import { ChevronLeft, ChevronRight } from 'lucide-react'
import { m } from '../../paraglide/messages'

/** Spec section 9: pages start at 1; total pages = ceil(total / limit). Hidden when everything fits on one page. */
export function Pagination({ page, total, limit, onPage }: { page: number; total: number; limit: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / limit))
  if (pages <= 1) return null
  return (
    <nav className="join mt-4 flex justify-end" aria-label={m.pagination_label()}>
      <button
        type="button"
        className="join-item btn btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={m.pagination_prev()}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      {/* Where the reader is, in full strength: as a 'disabled' button it was 1.5:1, faded like a control that is off. */}
      <span className="join-item btn btn-sm pointer-events-none font-normal" aria-live="polite">
        {m.pagination_page({ page, pages })}
      </span>
      <button
        type="button"
        className="join-item btn btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={m.pagination_next()}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  )
}
