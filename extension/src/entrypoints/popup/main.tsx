import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { setLocale } from '../../paraglide/runtime'
import { loadLanguage } from '../../utils/language'
import { refreshProxies } from '../../utils/refresh'
import { Popup } from './popup'
import { loadState } from './popup-state'

async function open() {
  // Storage first (language and state in one go), so the first render is the real popup (the list
  // as last fetched), never a spinner.
  const [locale, initial] = await Promise.all([loadLanguage(), loadState()])
  setLocale(locale, { reload: false })
  const root = createRoot(document.getElementById('app') as HTMLElement)
  flushSync(() => root.render(<Popup initial={initial} refresh={refreshProxies} now={Date.now} />))
  // The benchmark reads how long the popup took to show its first real content.
  performance.mark('popup-rendered')
}

void open()
