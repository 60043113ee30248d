export const sortOrders = ['none', 'asc', 'desc'] as const
export type SortOrder = (typeof sortOrders)[number]
export type TidyOptions = { dedupe: boolean; sort: SortOrder; ignoreCase: boolean }
export type Tidied = { lines: string[]; input: number; removed: number }

/**
 * Lines of a list, tidied: ends trimmed and empty lines dropped (a proxy list has no use for them),
 * duplicates removed keeping the first, then sorted. Sorting compares digit runs as numbers, so
 * 10.0.0.9 comes before 10.0.0.10.
 */
export function tidyLines(text: string, options: TidyOptions): Tidied {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const key = (line: string) => (options.ignoreCase ? line.toLowerCase() : line)
  const seen = new Set<string>()
  const kept = options.dedupe
    ? lines.filter((line) => {
        if (seen.has(key(line))) return false
        seen.add(key(line))
        return true
      })
    : lines
  if (options.sort !== 'none') {
    // A fixed locale: the same list sorts the same way for every reader.
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: options.ignoreCase ? 'base' : 'variant' })
    kept.sort((a, b) => (options.sort === 'asc' ? collator.compare(a, b) : collator.compare(b, a)))
  }
  return { lines: kept, input: lines.length, removed: lines.length - kept.length }
}
