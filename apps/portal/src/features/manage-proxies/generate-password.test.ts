import { ProxyPassword } from '@proxy-portal/worker/contract/bought-proxies'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { generatePassword } from './generate-password'

describe('a generated proxy password', () => {
  it('keeps the proxy password rule and differs each time', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword())
    for (const password of passwords) expect(v.is(ProxyPassword, password)).toBe(true)
    expect(new Set(passwords).size).toBe(50)
  })
})
