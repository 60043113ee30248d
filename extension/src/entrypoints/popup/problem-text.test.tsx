import { render } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { setLocale } from '../../paraglide/runtime'
import type { ActiveProxy, Problem } from '../../utils/state'
import { ActiveView } from './active-view'
import { problemSentences } from './problem-text'
import { NOW } from './test-portal'

const unreachable: Problem = { kind: 'unreachable', proxyId: 'p1', at: NOW, detail: 'net::ERR_PROXY_CONNECTION_FAILED' }
const refused: Problem = { kind: 'auth_failed', proxyId: 'p1', at: NOW, detail: '' }
const active: ActiveProxy = { id: 'p1', host: '203.0.113.10', port: 8080, username: 'alice', password: 'x', countryCode: 'US', since: NOW }

describe('the problem with the active proxy', () => {
  beforeEach(() => setLocale('en', { reload: false }))

  it('says traffic is blocked, not sent direct, with the kill switch on', () => {
    expect(problemSentences(unreachable, true)).toEqual([
      'The proxy cannot be reached.',
      'Traffic is blocked, not sent direct (kill switch on).',
    ])
    expect(problemSentences(refused, true)).toEqual([
      'The proxy refused the login.',
      'Traffic is blocked, not sent direct (kill switch on).',
      'Check the proxy’s password on the portal, or use IP auth here.',
    ])
  })

  it('says traffic goes direct with the kill switch off, but a refused login is still never sent direct', () => {
    expect(problemSentences(unreachable, false)).toEqual([
      'The proxy cannot be reached.',
      'Traffic goes direct until the proxy answers again (kill switch off).',
    ])
    expect(problemSentences(refused, false)[1]).toBe('Requests through it are cancelled, not sent direct.')
  })

  it('is shown in Vietnamese too, under the active proxy, as an alert', () => {
    setLocale('vi', { reload: false })
    const { container: view, unmount } = render(
      <ActiveView active={active} problem={unreachable} killSwitch now={NOW} onDirect={() => {}} />,
    )
    expect([...view.querySelectorAll('[role="alert"] p')].map((line) => line.textContent)).toEqual([
      'Không kết nối được tới proxy.',
      'Lưu lượng bị chặn, không đi trực tiếp (kill switch đang bật).',
      'net::ERR_PROXY_CONNECTION_FAILED',
    ])
    unmount()
  })

  it('is not shown for another proxy than the one in use', () => {
    const { container: view, unmount } = render(
      <ActiveView active={active} problem={{ ...unreachable, proxyId: 'p2' }} killSwitch now={NOW} onDirect={() => {}} />,
    )
    expect(view.querySelector('[role="alert"]')).toBeNull()
    unmount()
  })
})
