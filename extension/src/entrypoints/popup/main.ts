import { setLocale } from '../../paraglide/runtime'
import { loadLanguage } from '../../utils/language'
import { refreshProxies } from '../../utils/refresh'
import { createPopup } from './app'

const root = document.getElementById('app') as HTMLElement

async function open() {
  setLocale(await loadLanguage(), { reload: false })
  await createPopup(root, { refresh: refreshProxies, now: Date.now }).start()
  // The benchmark reads how long the popup took to show its first real content.
  performance.mark('popup-rendered')
}

void open()
