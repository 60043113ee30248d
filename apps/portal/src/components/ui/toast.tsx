import { useSyncExternalStore } from 'react'
import { TOAST_TIMING, type ToastItem, type ToastKind, currentToasts, holdToast, releaseToast, subscribeToasts } from './toast-store'

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
