// The alphabet and length of the passwords the shop generates (plans/credentials.ts): no look-alikes.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
const LENGTH = 12
const pick = `substr('${ALPHABET}', 1 + ((random() % ${ALPHABET.length}) + ${ALPHABET.length}) % ${ALPHABET.length}, 1)`

/**
 * SQL for a fresh random 12-character password, computed per row, for an inventory proxy that goes
 * back to the pool: the previous customer's login stops working before it is sold again (ADR 0015).
 * SQLite's random() comes from its system-seeded generator; over 2^64 the modulo's bias is negligible.
 * In SQL, so one set-based statement inside a release or swap batch gives every row its own.
 */
export const newPasswordSql = Array.from({ length: LENGTH }, () => pick).join(' || ')
