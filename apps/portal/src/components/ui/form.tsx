import { type ReactNode, useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False while the page is server-rendered HTML, true once React runs it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * A form that does nothing until the page is interactive: before hydration its fields and buttons
 * are disabled, so nothing typed is lost and no password can leave in a native GET submission.
 */
export function Form({ onSubmit, className, children }: { onSubmit: () => void; className?: string; children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  )
}
