/** Whether a D1 failure is this constraint (D1 puts SQLite's message in the error or its cause). */
export function failedConstraint(error: unknown, pattern: RegExp): boolean {
  const message = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`
  return pattern.test(message)
}

/** Runs a write; a failure of the named constraint becomes `onConflict`, anything else is rethrown. */
export async function orConflict<T, C>(write: () => Promise<T>, pattern: RegExp, onConflict: C): Promise<T | C> {
  try {
    return await write()
  } catch (error) {
    if (failedConstraint(error, pattern)) return onConflict
    throw error
  }
}
