/** One line per event on stdout (errors on stderr), with the time: what journald or a terminal shows. */
export type Log = { error: (message: string) => void; info: (message: string) => void; debug: (message: string) => void }

export function createLog(level: 'error' | 'info' | 'debug'): Log {
  const rank = { error: 0, info: 1, debug: 2 }[level]
  const line = (kind: string, message: string) => `${new Date().toISOString()} ${kind} ${message}\n`
  return {
    error: (message) => process.stderr.write(line('error', message)),
    info: (message) => rank >= 1 && process.stdout.write(line('info', message)),
    debug: (message) => rank >= 2 && process.stdout.write(line('debug', message)),
  }
}
