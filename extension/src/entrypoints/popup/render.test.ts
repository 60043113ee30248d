import { beforeEach, describe, expect, it } from 'vitest'
import { setLocale } from '../../paraglide/runtime'
import { renderPopup } from './render'

describe('the popup', () => {
  let root: HTMLElement
  beforeEach(() => {
    root = document.createElement('main')
  })

  it('shows the product name in Vietnamese', () => {
    setLocale('vi', { reload: false })
    renderPopup(root, () => {})
    expect(root.querySelector('h1')?.textContent).toBe('Cổng Proxy')
    expect(root.querySelector('[aria-pressed="true"]')?.textContent).toBe('Tiếng Việt')
  })

  it('shows the product name in English', () => {
    setLocale('en', { reload: false })
    renderPopup(root, () => {})
    expect(root.querySelector('h1')?.textContent).toBe('Proxy Portal')
    expect(document.documentElement.lang).toBe('en')
  })

  it('reports the language the reader picks', () => {
    setLocale('vi', { reload: false })
    const picked: string[] = []
    renderPopup(root, (locale) => picked.push(locale))
    root.querySelector<HTMLButtonElement>('button[lang="en"]')?.click()
    expect(picked).toEqual(['en'])
  })
})
