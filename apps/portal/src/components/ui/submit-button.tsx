/** A form's submit button: off and spinning while the call runs; off too while `disabled`. */
export function SubmitButton({
  busy,
  label,
  className = 'btn-primary w-full',
  disabled = false,
}: {
  busy: boolean
  label: string
  className?: string
  disabled?: boolean
}) {
  return (
    <button type="submit" className={`btn ${className}`} disabled={busy || disabled}>
      {busy && <span className="loading loading-spinner loading-sm" />}
      {label}
    </button>
  )
}
