import { inArray } from 'drizzle-orm'
import { publicSettingSchemas } from '../contract/settings'
import { type StoredSetting, toPublicSettings } from '../domain/public-settings'
import type { Database } from './client'
import { settings } from './schema'

export async function readSettings(db: Database, keys: string[]): Promise<StoredSetting[]> {
  return db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, keys))
}

/** The public settings as the portal sees them (defaults where not configured). */
export async function loadPublicSettings(db: Database) {
  const rows = await readSettings(db, Object.keys(publicSettingSchemas))
  return toPublicSettings(rows, (key) => console.warn(`setting ${key} does not match its schema`))
}
