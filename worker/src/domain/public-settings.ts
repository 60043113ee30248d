import * as v from 'valibot'
import { defaultPublicSettings, type PublicSettingKey, type PublicSettings, publicSettingSchemas } from '../contract/settings'

export type StoredSetting = { key: string; value: unknown }

/**
 * Builds the public settings from stored rows. A row that does not match its schema is ignored
 * (and reported through `onInvalid`), so a bad admin edit hides one part instead of breaking pages.
 */
export function toPublicSettings(rows: StoredSetting[], onInvalid: (key: string) => void = () => {}): PublicSettings {
  const settings: Record<string, unknown> = { ...defaultPublicSettings }
  for (const row of rows) {
    if (!Object.hasOwn(publicSettingSchemas, row.key)) continue
    const parsed = v.safeParse(publicSettingSchemas[row.key as PublicSettingKey], row.value)
    if (parsed.success) settings[row.key] = parsed.output
    else onInvalid(row.key)
  }
  return settings as PublicSettings
}
