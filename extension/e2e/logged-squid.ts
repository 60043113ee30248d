import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, type ProxyLogin } from '../../worker/test/servers/proxy-servers.ts'

/**
 * Squid with basic auth on 127.0.0.1, like the checker's (worker/test/servers/proxy-servers.ts), but
 * with an access log the tests read: one line per request with the login squid accepted (`-` when
 * none), so a test can tell which proxy login a page load went through. Squid adds `Via` and
 * `X-Forwarded-For` to what it forwards (its defaults), which is how the site tells proxied from direct.
 */
export type LoggedSquid = { ports: number[]; accessLog: string; users: ProxyLogin[] }

/** One access-log line: when (ms), HTTP status, method, URL and squid's user name for it. */
export type SquidLogLine = { at: number; status: number; method: string; url: string; user: string | null }

export function readSquidLog(accessLog: string): SquidLogLine[] {
  if (!existsSync(accessLog)) return []
  return readFileSync(accessLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [at = '0', status = '0', method = '', url = '', user = '-'] = line.split(' ')
      return {
        at: Math.round(Number(at) * 1000),
        status: Number(status),
        method,
        url,
        user: user === '-' ? null : decodeURIComponent(user),
      }
    })
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`squid exited with ${child.exitCode}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(true)).on('error', () => resolve(false))
      socket.unref()
      setTimeout(() => socket.destroy(), 500)
    })
    if (open) return
    await new Promise((wait) => setTimeout(wait, 100))
  }
  throw new Error(`squid did not listen on port ${port} within ${timeoutMs} ms`)
}

const ncsaHelper = () =>
  ['/usr/lib/squid/basic_ncsa_auth', '/usr/lib64/squid/basic_ncsa_auth', '/usr/libexec/squid/basic_ncsa_auth'].find((path) =>
    existsSync(path),
  ) ??
  execFileSync('dpkg', ['-L', 'squid'], { encoding: 'utf8' })
    .split('\n')
    .find((path) => path.endsWith('/basic_ncsa_auth')) ??
  'basic_ncsa_auth'

/** Squid on `count` loopback ports, taking any of `users` on any port; `close` stops it and removes its dir. */
export async function startLoggedSquid(users: ProxyLogin[], count: number): Promise<LoggedSquid & { close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'extension-squid-'))
  // Started as root, squid drops to its unprivileged user, which must write the log here.
  chmodSync(dir, 0o777)
  const passwords = join(dir, 'htpasswd')
  users.forEach((user, at) => {
    execFileSync('htpasswd', [...(at === 0 ? ['-c'] : []), '-b', passwords, user.username, user.password], { stdio: 'ignore' })
  })
  chmodSync(passwords, 0o644)
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()))
  const accessLog = join(dir, 'access.log')
  const config = [
    ...ports.map((port) => `http_port 127.0.0.1:${port}`),
    `pid_filename ${dir}/squid.pid`,
    `cache_log ${dir}/cache.log`,
    // Seconds.millis, status, method, URL, login: what the tests look for.
    'logformat e2e %ts.%03tu %>Hs %rm %ru %un',
    `access_log stdio:${accessLog} e2e`,
    'buffered_logs off',
    'cache deny all',
    'cache_mem 0 MB',
    `coredump_dir ${dir}`,
    'netdb_filename none',
    'pinger_enable off',
    'shutdown_lifetime 0 seconds',
    `auth_param basic program ${ncsaHelper()} ${passwords}`,
    'auth_param basic children 3 startup=1 idle=1',
    'auth_param basic realm extension-e2e',
    'acl authenticated proxy_auth REQUIRED',
    'http_access allow authenticated',
    'http_access deny all',
  ]
  writeFileSync(join(dir, 'squid.conf'), `${config.join('\n')}\n`)
  const squid = ['/usr/sbin/squid', '/usr/bin/squid'].find((path) => existsSync(path)) ?? 'squid'
  const child = spawn(squid, ['-N', '-f', join(dir, 'squid.conf')], { cwd: dir, stdio: 'ignore' })
  const close = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true })
        resolve()
      }
      if (child.exitCode !== null || child.signalCode !== null) return done()
      const force = setTimeout(() => child.kill('SIGKILL'), 3000)
      child.once('exit', () => {
        clearTimeout(force)
        done()
      })
      child.kill('SIGTERM')
    })
  try {
    for (const port of ports) await waitForPort(port, child)
  } catch (error) {
    await close()
    throw error
  }
  return { ports, accessLog, users, close }
}
