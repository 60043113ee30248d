/** Spec section 9: bottom-right, shown 2000 ms, 1000 ms more after the pointer leaves, fade in 600 ms, out 1000 ms. */
export const TOAST_TIMING = { visibleMs: 2000, extendedMs: 1000, fadeInMs: 600, fadeOutMs: 1000 } as const

export type ToastKind = 'success' | 'error' | 'info' | 'warning'
export type ToastItem = { id: number; kind: ToastKind; text: string; leaving: boolean }

let items: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function update(next: ToastItem[]) {
  items = next
  for (const listener of listeners) listener()
}

function schedule(id: number, ms: number, action: () => void) {
  clearTimeout(timers.get(id))
  timers.set(id, setTimeout(action, ms))
}

function hide(id: number) {
  update(items.map((t) => (t.id === id ? { ...t, leaving: true } : t)))
  schedule(id, TOAST_TIMING.fadeOutMs, () => {
    timers.delete(id)
    update(items.filter((t) => t.id !== id))
  })
}

function show(kind: ToastKind, text: string): number {
  const id = nextId++
  update([...items, { id, kind, text, leaving: false }])
  schedule(id, TOAST_TIMING.fadeInMs + TOAST_TIMING.visibleMs, () => hide(id))
  return id
}

/** The one toast helper. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
}

/** The pointer is over a toast: it stays, and comes back if it was fading. */
export function holdToast(id: number) {
  clearTimeout(timers.get(id))
  timers.delete(id)
  if (items.some((t) => t.id === id && t.leaving)) update(items.map((t) => (t.id === id ? { ...t, leaving: false } : t)))
}

/** The pointer left a toast: it goes after the extended time. */
export function releaseToast(id: number) {
  schedule(id, TOAST_TIMING.extendedMs, () => hide(id))
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const currentToasts = () => items
