import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * `column` holds `text` anywhere, ASCII case aside: the list searches. instr, not LIKE: D1 refuses a LIKE
 * pattern over 50 bytes ("pattern too complex") as soon as a row is compared, and a search may be 100
 * characters; and instr has no wildcards, so `%`, `_` and `\` are plain text with no escaping.
 */
export const contains = (column: SQLWrapper, text: string): SQL => sql`instr(lower(${column}), lower(${text})) > 0`
