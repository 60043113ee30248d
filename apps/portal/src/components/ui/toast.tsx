import { useSyncExternalStore } from 'react'
import { currentToasts, holdToast, releaseToast, subscribeToasts, TOAST_TIMING, type ToastItem, type ToastKind } from './toast-store'

export { toast } from './toast-store'

const kindClass: Record<ToastKind, string> = {
  success: 'alert-success',
  error: 'alert-error',
  info: 'alert-info',
  warning: 'alert-warning',
}

const noToasts: ToastItem[] = []

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, () => noToasts)
  return (
    <div className="toast toast-end toast-bottom z-[60]">
      {toasts.map((t) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: hovering only holds the toast open (spec: extended time)
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`alert ${kindClass[t.kind]} shadow-lg transition-opacity`}
          style={{
            animation: `toast-in ${TOAST_TIMING.fadeInMs}ms ease-out`,
            transitionDuration: `${TOAST_TIMING.fadeOutMs}ms`,
            opacity: t.leaving ? 0 : 1,
          }}
          onMouseEnter={() => holdToast(t.id)}
          onMouseLeave={() => releaseToast(t.id)}
        >
          <span>{t.text}</span>
        </div>
      ))}
    </div>
  )
}
