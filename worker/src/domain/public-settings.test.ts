import { describe, expect, it } from 'vitest'
import { defaultPublicSettings } from '../contract/settings'
import { toPublicSettings } from './public-settings'

describe('toPublicSettings', () => {
  it('starts from the defaults', () => {
    expect(toPublicSettings([])).toEqual(defaultPublicSettings)
  })

  it('takes valid stored values, ignores unknown keys and reports invalid ones', () => {
    const invalid: string[] = []
    const settings = toPublicSettings(
      [
        { key: 'vndPerUsd', value: 25000 },
        { key: 'sisterSites', value: [{ name: 'A', url: 'ftp://a' }] },
        { key: 'smtpPassword', value: 'secret' },
      ],
      (key) => invalid.push(key),
    )
    expect(settings.vndPerUsd).toBe(25000)
    expect(settings.sisterSites).toEqual([])
    expect(settings).not.toHaveProperty('smtpPassword')
    expect(invalid).toEqual(['sisterSites'])
  })
})
