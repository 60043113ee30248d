import type { Page } from 'playwright-core'

/** The browser APIs the tests read from the popup page (the extension's own origin). */
declare const chrome: {
  proxy: { settings: { get(details: object): Promise<{ value: ProxyValue }> } }
  action: { getBadgeText(details: object): Promise<string>; getTitle(details: object): Promise<string> }
}
type ProxyValue = { mode: string; rules?: { singleProxy?: { host: string; port: number }; bypassList?: string[] } }

/** Chrome's proxy setting now: 'direct', or the fixed proxy's host:port (with its bypass list). */
export async function proxyInForce(popup: Page): Promise<{ mode: string; proxy: string | null; bypass: string[] }> {
  const { value } = await popup.evaluate(() => chrome.proxy.settings.get({}))
  const single = value.rules?.singleProxy
  return { mode: value.mode, proxy: single ? `${single.host}:${single.port}` : null, bypass: value.rules?.bypassList ?? [] }
}

export const badgeText = (popup: Page) => popup.evaluate(() => chrome.action.getBadgeText({}))

/** Pastes the connection code and connects, as the customer does. */
export async function connect(popup: Page, code: string, texts = { label: 'Mã kết nối', submit: 'Kết nối' }): Promise<void> {
  await popup.bringToFront()
  await popup.getByLabel(texts.label).fill(code)
  await popup.getByRole('button', { name: texts.submit, exact: true }).click()
}

/** The list of proxies (rows name their endpoint). */
export const proxyList = (popup: Page, name = 'Proxy của bạn') => popup.getByRole('list', { name })
export const proxyRow = (popup: Page, endpoint: string) =>
  popup.locator('li.proxy').filter({ has: popup.getByText(endpoint, { exact: true }) })

export async function useProxy(popup: Page, endpoint: string): Promise<void> {
  await popup.bringToFront()
  await popup.getByRole('button', { name: `Dùng proxy ${endpoint}`, exact: true }).click()
}

/** Replaces the bypass list in the settings and comes back to the list. */
export async function setBypassList(popup: Page, entries: string[]): Promise<void> {
  await popup.bringToFront()
  await popup.getByRole('button', { name: 'Cài đặt', exact: true }).click()
  await popup.getByLabel('Đi trực tiếp với (mỗi dòng một mục)').fill(entries.join('\n'))
  await popup.getByRole('button', { name: 'Lưu danh sách', exact: true }).click()
  await popup.getByRole('status').filter({ hasText: 'Đã lưu cài đặt' }).waitFor()
  await popup.getByRole('button', { name: 'Quay lại danh sách', exact: true }).click()
}

/** Refreshes the list now and waits until the refresh is over. */
export async function refreshList(popup: Page): Promise<void> {
  await popup.bringToFront()
  await popup.getByRole('button', { name: 'Làm mới danh sách', exact: true }).click()
  await popup.getByRole('button', { name: 'Làm mới danh sách', exact: true }).and(popup.locator(':enabled')).waitFor()
}
