/** A form's submit button: off and spinning while the call runs. */
export function SubmitButton({ busy, label, className = 'btn-primary w-full' }: { busy: boolean; label: string; className?: string }) {
  return (
    <button type="submit" className={`btn ${className}`} disabled={busy}>
      {busy && <span className="loading loading-spinner loading-sm" />}
      {label}
    </button>
  )
}
