import { stockKey } from '@proxy-portal/worker/contract/catalogue-values'
import { describe, expect, it } from 'vitest'
import { keyOfProduct, privateProductKeys, productOfKey } from './product-key'

describe('the product a buy link names', () => {
  it('reads each key as the product whose stock key it is, and back', () => {
    for (const key of privateProductKeys) {
      expect(stockKey(productOfKey(key))).toBe(key)
      expect(keyOfProduct(productOfKey(key))).toBe(key)
    }
    expect(productOfKey('private:ipv4:dynamic')).toEqual({ kind: 'private', ipVersion: 'ipv4', ipMode: 'dynamic' })
  })

  it('starts on private static IPv4 when the link names none', () => {
    expect(productOfKey(undefined)).toEqual({ kind: 'private', ipVersion: 'ipv4', ipMode: 'static' })
  })
})
