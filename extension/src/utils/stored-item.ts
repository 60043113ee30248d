import type * as v from 'valibot'
import { safeParse } from 'valibot'
import { storage } from 'wxt/utils/storage'

/** A storage item read and written only in the shape of its schema. */
export type StoredItem<T> = {
  readonly key: string
  readonly fallback: T
  /** The stored value when it fits the schema, otherwise the fallback. */
  getValue(): Promise<T>
  /** Throws when the value does not fit: the extension never writes what it could not read back. */
  setValue(value: T): Promise<void>
  watch(callback: (value: T) => void): () => void
  /** Runs the migrations again (WXT runs them once when the item is defined). */
  migrate(): Promise<void>
}

/**
 * One versioned item of extension storage (WXT storage items: the version is kept in the item's
 * metadata, a value without one is version 1, today's unversioned shape). `migrations[n]` brings a
 * version n-1 value to version n; every read is checked with the schema, so what another build wrote,
 * or a damaged value, reads as the fallback instead of breaking the popup or the background.
 */
export function defineStoredItem<T>(
  key: `local:${string}`,
  options: {
    schema: v.GenericSchema<unknown, T>
    fallback: T
    version: number
    migrations: Record<number, (previous: unknown) => unknown>
  },
): StoredItem<T> {
  const { schema, fallback, version, migrations } = options
  const fits = (value: unknown) => safeParse(schema, value).success
  // A migration cannot drop a value (WXT keeps the old one when it answers null): what still does
  // not fit once migrated is removed here, so nothing unreadable (an old token...) stays behind.
  let dropping: Promise<void> = Promise.resolve()
  const item = storage.defineItem<unknown>(key, {
    fallback,
    version,
    migrations,
    onMigrationComplete: (value) => {
      if (!fits(value)) dropping = storage.removeItem(key)
    },
  })
  const read = (value: unknown): T => {
    const parsed = safeParse(schema, value)
    return parsed.success ? parsed.output : fallback
  }
  return {
    key,
    fallback,
    getValue: async () => read(await item.getValue()),
    setValue: async (value) => {
      const parsed = safeParse(schema, value)
      if (!parsed.success) throw new TypeError(`${key}: ${parsed.issues[0]?.message ?? 'invalid value'}`)
      await item.setValue(parsed.output)
    },
    watch: (callback) => item.watch((value) => callback(read(value))),
    migrate: async () => {
      await item.migrate()
      await dropping
    },
  }
}
