import { eq, inArray } from 'drizzle-orm'
import { publicSettingSchemas, type UpdateSettingsInput } from '../contract/settings'
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

/** Writes the given settings (null deletes one), all in one batch. */
export async function updateSettings(db: Database, changes: UpdateSettingsInput['settings'], now: number): Promise<void> {
  const statements = Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) =>
      value === null
        ? db.delete(settings).where(eq(settings.key, key))
        : db
            .insert(settings)
            .values({ key, value, updatedAt: now })
            .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } }),
    )
  const [first, ...rest] = statements
  if (first) await db.batch([first, ...rest])
}
