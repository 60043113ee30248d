import { describe, expect, it } from 'vitest'
import { CONNECT_CODE_PREFIX, connectCodeOf, isExtensionToken, readConnectCode } from './extension'

const token = `pe_${'Ab9-_'.repeat(9)}`
const apiKey = `pk_${'x'.repeat(43)}`
/** A code made by hand from any JSON, as a tampered or foreign paste would be. */
const codeOf = (value: unknown) =>
  `${CONNECT_CODE_PREFIX}${btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`

describe('the connection code', () => {
  it('reads back the portal origin and the token it was made of, spaces and line breaks around it ignored', () => {
    const code = connectCodeOf({ url: 'https://portal.example.vn', token })
    expect(code.startsWith('ppx1.')).toBe(true)
    expect(code).toMatch(/^ppx1\.[\w-]+$/)
    expect(readConnectCode(code)).toEqual({ url: 'https://portal.example.vn', token })
    expect(readConnectCode(`  ${code}\n`)).toEqual({ url: 'https://portal.example.vn', token })
    expect(readConnectCode(connectCodeOf({ url: 'http://127.0.0.1:8787', token: apiKey }))).toEqual({
      url: 'http://127.0.0.1:8787',
      token: apiKey,
    })
  })

  it('keeps only the origin of the address', () => {
    expect(readConnectCode(connectCodeOf({ url: 'https://portal.example.vn/account?x=1', token }))?.url).toBe('https://portal.example.vn')
  })

  it('refuses junk: other text, a broken payload, JSON of another shape', () => {
    const refused = [
      '',
      token,
      'ppx1.',
      'ppx2.eyJ1cmwiOiJodHRwczovL2EuYiJ9',
      `${CONNECT_CODE_PREFIX}!!!not base64!!!`,
      `${CONNECT_CODE_PREFIX}${btoa('\xff\xfe')}`,
      `${CONNECT_CODE_PREFIX}${btoa('not json')}`,
      codeOf(null),
      codeOf(['https://a.b', token]),
      codeOf({ url: 'https://a.b' }),
      codeOf({ token }),
      codeOf({ url: 42, token }),
      codeOf({ url: 'not a url', token }),
    ]
    for (const text of refused) expect(readConnectCode(text), text).toBeNull()
  })

  it('refuses an address that is not http or https', () => {
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://portal.example.vn',
      'chrome-extension://abc',
      'data:text/html,x',
    ]) {
      expect(readConnectCode(codeOf({ url, token })), url).toBeNull()
    }
  })

  it('refuses a token that is neither an extension token nor an API key', () => {
    const bad = [
      '',
      'pe_short',
      `px_${'a'.repeat(43)}`,
      `pe_${'a'.repeat(20)} spaced`,
      `pe_${'a'.repeat(20)}/../`,
      'eyJhbGciOiJIUzI1NiJ9.e30.sig',
    ]
    for (const candidate of bad) expect(readConnectCode(codeOf({ url: 'https://a.b', token: candidate })), candidate).toBeNull()
  })

  it('tells extension tokens from API keys and session tokens', () => {
    expect([token, apiKey, 'eyJhbGciOi'].map(isExtensionToken)).toEqual([true, false, false])
  })
})
