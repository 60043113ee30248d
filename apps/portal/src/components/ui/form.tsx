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
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {/* The layout is the fieldset's, the fields' parent: on the form, a `space-y-*` spaced nothing (its one child was this). */}
      <fieldset disabled={!hydrated} className={`min-w-0 ${className ?? ''}`}>
        {children}
      </fieldset>
    </form>
  )
}
