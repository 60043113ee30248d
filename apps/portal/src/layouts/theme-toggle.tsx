import { Moon, Sun } from 'lucide-react'
import { useHydrated } from '../components/ui/form'
import { m } from '../paraglide/messages'

const THEME_KEY = 'theme'

/** Inline script for <head>: applies the stored (or the system's) theme before first paint, no flash. */
export const themeBootScript = `try{var t=localStorage.getItem('${THEME_KEY}');if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.dataset.theme=t}catch(e){}`

function currentTheme(): 'light' | 'dark' {
  const set = document.documentElement.dataset.theme
  if (set === 'light' || set === 'dark') return set
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

/** Off until React runs the page (in every layout): a click before that would do nothing. */
export function ThemeToggle() {
  const hydrated = useHydrated()
  const toggle = () => {
    const next = currentTheme() === 'dark' ? 'light' : 'dark'
    document.documentElement.dataset.theme = next
    localStorage.setItem(THEME_KEY, next)
  }
  return (
    <button type="button" className="btn btn-ghost btn-sm btn-square" disabled={!hydrated} onClick={toggle} aria-label={m.theme_toggle()}>
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
      <Moon className="size-5 dark:hidden" aria-hidden="true" />
    </button>
  )
}
