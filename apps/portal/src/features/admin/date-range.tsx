import { TextField } from '../../components/ui/text-field'
import { m } from '../../paraglide/messages'

/** From and to, shop days both included; a day picked applies at once, a field cleared drops its side. */
export function DateRange({
  filter,
  onRange,
}: {
  filter: { from?: string; to?: string }
  onRange: (range: { from?: string; to?: string }) => void
}) {
  return (
    <>
      <TextField
        label={m.admin_filter_from()}
        type="date"
        value={filter.from ?? ''}
        onChange={(value) => onRange({ from: value || undefined })}
        className="grow"
      />
      <TextField
        label={m.admin_filter_to()}
        type="date"
        value={filter.to ?? ''}
        onChange={(value) => onRange({ to: value || undefined })}
        className="grow"
      />
    </>
  )
}
