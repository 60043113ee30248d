import { ProxyPassword } from '@proxy-portal/worker/contract/bought-proxies'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { generatePassword, type RandomSource } from './password'

describe('the proxy password generator', () => {
  it('makes passwords the proxy password rule accepts, at every length it offers', () => {
    for (let length = 10; length <= 20; length++) {
      for (let round = 0; round < 50; round++) {
        const password = generatePassword(length)
        expect(password).toHaveLength(length)
        expect(v.is(ProxyPassword, password), password).toBe(true)
        expect(password).toMatch(/[a-z]/)
        expect(password).toMatch(/[A-Z]/)
        expect(password).toMatch(/\d/)
      }
    }
  })

  it('refuses lengths outside the rule', () => {
    expect(() => generatePassword(9)).toThrow(RangeError)
    expect(() => generatePassword(21)).toThrow(RangeError)
  })

  it('draws again rather than folding the top of the random range onto the first letters', () => {
    // 2^32 - 1 lies in the uneven top slice for an alphabet of 62; the draw after it is used.
    const draws = [2 ** 32 - 1, 0, 26, 52, 1, 27, 53, 2, 28, 54, 3]
    let at = 0
    const random: RandomSource = (values) => {
      values[0] = draws[at++ % draws.length] ?? 0
      return values
    }
    expect(generatePassword(10, random)).toBe('aA0bB1cC2d')
  })
})
