import { m } from '../../paraglide/messages'

/** A loading indicator that screen readers announce as "loading". */
export function Spinner() {
  return <span className="loading loading-spinner" role="img" aria-label={m.loading()} />
}
