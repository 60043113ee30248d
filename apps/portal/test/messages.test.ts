import { readFileSync } from 'node:fs'
import { errorCodes } from '@proxy-portal/worker/contract/errors'
import { planEventCodes } from '@proxy-portal/worker/contract/events'
import { describe, expect, it } from 'vitest'

const load = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>
const vi = load('vi')
const en = load('en')
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the text catalogues', () => {
  it('have the same keys in vi and en, each non-empty, with the same placeholders', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort())
    for (const key of Object.keys(vi)) {
      if (key === '$schema') continue
      expect(vi[key]?.trim(), `vi ${key}`).toBeTruthy()
      expect(en[key]?.trim(), `en ${key}`).toBeTruthy()
      expect(placeholders(vi[key] ?? ''), key).toEqual(placeholders(en[key] ?? ''))
    }
  })

  it('have a vi and an en text for every error code', () => {
    for (const code of errorCodes) {
      expect(vi[`error_${code}`], `vi ${code}`).toBeTruthy()
      expect(en[`error_${code}`], `en ${code}`).toBeTruthy()
    }
  })

  it('have a vi and an en text for every live order event', () => {
    for (const code of planEventCodes) {
      expect(vi[`event_${code}`], code).toBeTruthy()
      expect(en[`event_${code}`], code).toBeTruthy()
    }
  })

  it('use the spec wording where the spec gives it', () => {
    expect(en.error_NOT_ENOUGH_MONEY).toBe('Insufficient Account. Please Deposit')
    expect(en.error_INVALID_IP).toBe('Only IPv4 is accepted')
    expect(en.error_CHANGE_PASSWORD_TOO_FAST).toBe('Change Proxy Password In 2 Minutes')
    expect(en.error_RESET_TOO_FAST).toBe('Change IP too fast')
    expect(en.error_ALREADY_CREATE_PLAN).toBe('You can only buy up to 1 pack')
    expect(en.error_NOT_HAVE_TRANSACTION).toBe('Transaction Does Not Exists')
    expect(vi.error_UNKNOW_ERROR).toBe('Có Lỗi Xảy Ra')
    expect(en.not_found_title).toBe('404 Not Found')
    expect(en.not_found_text).toBe('Sorry, an error has occured, Requested Page not found!.')
    expect(en.not_found_document_title).toBe('This page could not be found')
    expect(en.error_page_title).toBe('An error occurred')
    expect(vi.currency_unit).toBe('Xu')
    expect(en.currency_unit).toBe('Coin')
  })
})
