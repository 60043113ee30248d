import { eq, inArray } from 'drizzle-orm'
import { type PublicSettingKey, type PublicSettings, publicSettingSchemas, type UpdateSettingsInput } from '../contract/settings'
import { type StoredSetting, toPublicSettings } from '../domain/public-settings'
import { auditInsert } from './audit'
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

/** One public setting as it is in force (its default where not configured). */
export async function loadSetting<K extends PublicSettingKey>(db: Database, key: K): Promise<PublicSettings[K]> {
  return toPublicSettings(await readSettings(db, [key]), (bad) => console.warn(`setting ${bad} does not match its schema`))[key]
}

/**
 * Writes the given settings (null deletes one) and the admin's audit row with what each was before
 * (null: not set, the default applied), all in one batch.
 */
export async function updateSettings(db: Database, changes: UpdateSettingsInput['settings'], now: number, actorId: string): Promise<void> {
  const given = Object.entries(changes).filter(([, value]) => value !== undefined)
  const stored = new Map(
    (
      await readSettings(
        db,
        given.map(([key]) => key),
      )
    ).map((row) => [row.key, row.value]),
  )
  const keys = given.map(([key]) => key)
  const audit = auditInsert(
    db,
    {
      actorId,
      action: 'update_settings',
      subject: keys.join(','),
      before: Object.fromEntries(keys.map((key) => [key, stored.get(key) ?? null])),
      after: Object.fromEntries(given),
    },
    now,
  )
  const statements = given.map(([key, value]) =>
    value === null
      ? db.delete(settings).where(eq(settings.key, key))
      : db
          .insert(settings)
          .values({ key, value, updatedAt: now })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } }),
  )
  await db.batch([audit, ...statements])
}
