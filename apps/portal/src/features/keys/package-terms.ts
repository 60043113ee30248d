import type { KeyPackageView } from '@proxy-portal/worker/contract/key-packages'
import { countryName, ipVersionText, periodText } from '../../lib/labels'
import { m } from '../../paraglide/messages'

/** Where a package's exits are: the country, and the carrier or region when the package names one. */
export function packagePlace(pack: Pick<KeyPackageView, 'countryCode' | 'carrier' | 'region'>): string {
  return [countryName(pack.countryCode), pack.carrier, pack.region].filter(Boolean).join(' · ')
}

/** "IPv4 · Việt Nam · Viettel". */
export const packageProduct = (pack: KeyPackageView) => `${ipVersionText[pack.ipVersion]()} · ${packagePlace(pack)}`

/** How often the exit may change: on demand every N s, and on its own every N min when the package rotates. */
export function rotationText(pack: Pick<KeyPackageView, 'minChangeSeconds' | 'autoRotateMinutes'>): string {
  const demand = m.keys_min_change({ seconds: pack.minChangeSeconds })
  return pack.autoRotateMinutes === null ? demand : `${demand} · ${m.keys_auto_rotate({ minutes: pack.autoRotateMinutes })}`
}

export const packagePeriod = (pack: Pick<KeyPackageView, 'periodUnit' | 'periodCount'>) => periodText(pack.periodUnit, pack.periodCount)
