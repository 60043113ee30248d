import { inArray } from 'drizzle-orm'
import type { StoredSetting } from '../domain/public-settings'
import type { Database } from './client'
import { settings } from './schema'

export async function readSettings(db: Database, keys: string[]): Promise<StoredSetting[]> {
  return db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, keys))
}
