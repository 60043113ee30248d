import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** Spec section 9: shown only when navigation takes longer than 200 ms, creeping over 5000 ms. */
export const PROGRESS_TIMING = { throttleMs: 200, durationMs: 5000 } as const

type Bar = { visible: boolean; width: number }
const hidden: Bar = { visible: false, width: 0 }

export function NavigationProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  const [bar, setBar] = useState<Bar>(hidden)

  useEffect(() => {
    if (loading) {
      let frame = 0
      const timer = setTimeout(() => {
        setBar({ visible: true, width: 0 })
        frame = requestAnimationFrame(() => {
          frame = requestAnimationFrame(() => setBar({ visible: true, width: 90 }))
        })
      }, PROGRESS_TIMING.throttleMs)
      return () => {
        clearTimeout(timer)
        cancelAnimationFrame(frame)
      }
    }
    setBar((current) => (current.visible ? { visible: true, width: 100 } : current))
    const timer = setTimeout(() => setBar(hidden), 600)
    return () => clearTimeout(timer)
  }, [loading])

  if (!bar.visible) return null
  const finishing = bar.width === 100
  return (
    <div className="fixed inset-x-0 top-0 z-[70] h-0.5" role="progressbar" aria-label="loading">
      <div
        className="bg-primary h-full"
        style={{
          width: `${bar.width}%`,
          opacity: finishing ? 0 : 1,
          transition: finishing
            ? 'width 200ms ease-out, opacity 400ms ease-in 200ms'
            : `width ${PROGRESS_TIMING.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`,
        }}
      />
    </div>
  )
}
