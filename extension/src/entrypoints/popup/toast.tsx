import { useCallback, useEffect, useRef, useState } from 'react'

export type Tone = 'ok' | 'error'
export type Say = (text: string, tone?: Tone) => void

/**
 * The popup's one toast ("Copied", "Settings saved"): a polite live region at the bottom, so screen
 * readers hear it too. It stays mounted across views, so a message outlives a change of view.
 */
export function useToast(): { say: Say; toast: { text: string; tone: Tone; shown: boolean } } {
  const [toast, setToast] = useState({ text: '', tone: 'ok' as Tone, shown: false })
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const say = useCallback<Say>((text, tone = 'ok') => {
    clearTimeout(timer.current)
    setToast({ text, tone, shown: true })
    timer.current = setTimeout(() => setToast((last) => ({ ...last, shown: false })), 2500)
  }, [])
  return { say, toast }
}

export function Toast({ text, tone, shown }: { text: string; tone: Tone; shown: boolean }) {
  return (
    <div className={shown ? 'toast shown' : 'toast'} role="status" aria-live="polite" data-tone={tone}>
      {text}
    </div>
  )
}
