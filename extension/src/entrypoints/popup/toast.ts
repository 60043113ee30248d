import { el } from './dom'

/**
 * The popup's one toast: a polite live region at the bottom ("Copied", "Settings saved"), so screen
 * readers hear it too. It stays in the document across renders, so a message outlives a re-render.
 */
export function createToast(): { element: HTMLElement; show: (text: string, tone?: 'ok' | 'error') => void } {
  const element = el('div', { class: 'toast', role: 'status', 'aria-live': 'polite' })
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    element,
    show(text, tone = 'ok') {
      clearTimeout(timer)
      element.textContent = text
      element.dataset.tone = tone
      element.classList.add('shown')
      timer = setTimeout(() => element.classList.remove('shown'), 2500)
    },
  }
}
