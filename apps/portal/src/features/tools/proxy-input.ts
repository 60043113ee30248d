import { readCheckLine } from '@proxy-portal/worker/contract/checker'

/** One proxy read from a pasted line: where it is and its login. */
export type PastedProxy = { host: string; port: number; username: string; password: string }
export type PastedList = { proxies: PastedProxy[]; invalidLines: number[] }

/**
 * A line as `ip:port:user:pass`, `user:pass@ip:port` or `scheme://user:pass@host:port`, read by the
 * same rules as the proxy check (contract/checker.ts); a line without a login has nothing to convert.
 */
export function readPastedLine(text: string): PastedProxy | null {
  const read = readCheckLine(text)
  if (!read?.login) return null
  return { host: read.host, port: read.port, ...read.login }
}

/** Every line of a pasted list; blank lines and '#' comments are skipped, bad lines counted from 1 as an editor shows them. */
export function readPastedList(text: string): PastedList {
  const proxies: PastedProxy[] = []
  const invalidLines: number[] = []
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (!line || line.startsWith('#')) return
    const read = readPastedLine(line)
    if (read) proxies.push(read)
    else invalidLines.push(index + 1)
  })
  return { proxies, invalidLines }
}
