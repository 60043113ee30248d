import { setLocale } from '../../paraglide/runtime'
import { languageItem, loadLanguage } from '../../utils/language'
import { renderPopup } from './render'

const root = document.getElementById('app') as HTMLElement

async function show() {
  setLocale(await loadLanguage(), { reload: false })
  renderPopup(root, async (locale) => {
    await languageItem.setValue(locale)
    await show()
  })
}

void show()
