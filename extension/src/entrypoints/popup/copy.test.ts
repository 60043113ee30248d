import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import { setLocale } from '../../paraglide/runtime'
import { connectionItem, proxyCacheItem, type Settings, settingsItem } from '../../utils/state'
import { copyTextOf } from './copy-text'
import { buttonNamed, CONNECTION, NOW, openPopup, press, proxyView } from './test-portal'

const proxy = proxyView({ username: 'al:ice', password: 'p@ss', tagName: 'work', comment: 'line\nbreak' })
const socksOnly = proxyView({ httpPort: null })
const choice = (copyFormat: Settings['copyFormat'], copyTemplate = '{ip}:{port}:{user}:{pass}') => ({ copyFormat, copyTemplate })

describe('copying a proxy', () => {
  beforeEach(() => fakeBrowser.reset())
  afterEach(() => vi.restoreAllMocks())

  it('writes the format chosen in the settings with the portal’s formatter', () => {
    expect(copyTextOf(proxy, choice('colon'))).toBe('203.0.113.10:8080:al:ice:p@ss')
    expect(copyTextOf(proxy, choice('at'))).toBe('al:ice:p@ss@203.0.113.10:8080')
    expect(copyTextOf(proxy, choice('http'))).toBe('http://al%3Aice:p%40ss@203.0.113.10:8080')
    expect(copyTextOf(proxy, choice('socks5'))).toBe('socks5://al%3Aice:p%40ss@203.0.113.10:1080')
    expect(copyTextOf(proxy, choice('custom', '{user}|{pass}|{host}|{socks_port}|{country}|{tag}|{comment}'))).toBe(
      'al:ice|p@ss|203.0.113.10|1080|US|work|line break',
    )
    expect(copyTextOf(proxy, choice('csv'))).toBe(
      'host,http_port,socks_port,username,password,country,type,expires_at,tag,comment\n' +
        `203.0.113.10,8080,1080,al:ice,p@ss,US,ipv4 static,${new Date(proxy.expiresAt).toISOString()},work,"line\nbreak"`,
    )
    expect(JSON.parse(copyTextOf(proxy, choice('json')) ?? '')).toEqual([
      {
        host: '203.0.113.10',
        httpPort: 8080,
        socksPort: 1080,
        username: 'al:ice',
        password: 'p@ss',
        countryCode: 'US',
        type: 'ipv4 static',
        expiresAt: new Date(proxy.expiresAt).toISOString(),
        tag: 'work',
        comment: 'line\nbreak',
      },
    ])
    expect(copyTextOf(socksOnly, choice('http'))).toBeNull()
  })

  it('copies from the row’s Copy button to the clipboard and says so', async () => {
    setLocale('vi', { reload: false })
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await connectionItem.setValue(CONNECTION)
    await proxyCacheItem.setValue({
      proxies: [proxy, proxyView({ _id: 'p2', host: '198.51.100.7', httpPort: null })],
      fetchedAt: NOW,
      failedAt: null,
      failure: null,
    })
    await settingsItem.setValue({ ...(await settingsItem.getValue()), copyFormat: 'at' })
    const { root, close } = await openPopup()
    const toast = root.querySelector('.toast')

    press(buttonNamed(root, 'Sao chép proxy 203.0.113.10:8080'))
    await vi.waitFor(() => expect(toast?.textContent).toBe('Đã sao chép'))
    expect(writeText).toHaveBeenLastCalledWith('al:ice:p@ss@203.0.113.10:8080')

    await settingsItem.setValue({ ...(await settingsItem.getValue()), copyFormat: 'http' })
    await vi.waitFor(() => expect(buttonNamed(root, 'Sao chép proxy 198.51.100.7:1080')).toBeTruthy())
    press(buttonNamed(root, 'Sao chép proxy 198.51.100.7:1080'))
    await vi.waitFor(() => expect(toast?.textContent).toBe('Proxy này không có cổng cho định dạng sao chép đã chọn.'))
    expect(writeText).toHaveBeenCalledOnce()

    writeText.mockRejectedValue(new DOMException('Document is not focused', 'NotAllowedError'))
    press(buttonNamed(root, 'Sao chép proxy 203.0.113.10:8080'))
    await vi.waitFor(() => expect(toast?.textContent).toBe('Không sao chép được vào bộ nhớ tạm.'))
    expect(toast?.getAttribute('data-tone')).toBe('error')
    close()
  })
})
