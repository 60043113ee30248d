import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { freePort } from '../worker/test/servers/proxy-servers.ts'

export const root = resolve(import.meta.dirname, '..')
const wranglerBin = join(root, 'node_modules/wrangler/bin/wrangler.js')
export const builtConfig = join(root, 'apps/portal/dist/server/wrangler.json')

const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? '' }

/** Runs a command to completion with this Node, failing loudly with its output. */
export function run(args: string[], options: { cwd?: string; quiet?: boolean } = {}): Promise<void> {
  return new Promise((done, failed) => {
    const child = spawn(process.execPath, args, { cwd: options.cwd ?? root, env: quietEnv, stdio: 'pipe' })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => {
      if (code === 0) {
        if (!options.quiet) process.stdout.write(output)
        done()
      } else failed(new Error(`${args.join(' ')} exited with ${code}\n${output}`))
    })
  })
}

export function wrangler(args: string[], quiet = true) {
  return run([wranglerBin, ...args], { quiet })
}

const portalDir = join(root, 'apps/portal')

/** Compiles the messages and builds the portal and the Worker (standalone mode) into apps/portal/dist. */
export async function buildPortal(): Promise<void> {
  await run(['scripts/compile-messages.ts'], { quiet: true })
  await run([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'standalone'], { cwd: portalDir, quiet: true })
}

/**
 * Applies the D1 migrations to local state; wrangler is the only thing that applies them. Local state
 * with a database already goes through `d1 migrations apply`, which applies what it lacks. A new state
 * folder gets every migration in one `d1 execute` of the same statements and the same `d1_migrations`
 * rows (as `migrations apply` writes them): that command starts a local D1 per migration, 17 s here
 * for 19 migrations against 3 s in one, and every browser suite starts from a new folder.
 */
export async function applyMigrations(persistTo: string): Promise<void> {
  if (existsSync(join(persistTo, 'v3', 'd1'))) {
    await wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo])
    return
  }
  mkdirSync(persistTo, { recursive: true })
  const file = join(persistTo, 'all-migrations.sql')
  writeFileSync(file, allMigrationsSql())
  await wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', file, '--yes'])
  rmSync(file)
}

/** Every migration in order, each followed by the row wrangler records for it, after the table it records them in. */
function allMigrationsSql(): string {
  const dir = join(root, 'migrations')
  const table = `CREATE TABLE IF NOT EXISTS "d1_migrations"(
\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,
\t\tname       TEXT UNIQUE,
\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
  const steps = names.map((name) => `${readFileSync(join(dir, name), 'utf8')}\nINSERT INTO "d1_migrations" (name)\nvalues ('${name}');`)
  return [table, ...steps].join('\n')
}

export type LocalSecrets = { JWT_SECRET: string; PASSWORD_PEPPER: string; DATA_KEY: string; SEPAY_API_KEY: string; DEMO_NODE_KEY: string }

const fresh = () => randomBytes(32).toString('base64url')

/**
 * The secrets of a local Worker, made once per state folder and kept beside it (never committed),
 * so passwords and sessions stay valid across restarts. SEPAY_API_KEY switches the bank webhook on,
 * so a transfer can be simulated locally (README); DEMO_NODE_KEY is the demo node's key (the seed stores its
 * hash, `npm start` hands it to the local node program).
 */
export function localSecrets(persistTo: string): LocalSecrets {
  const file = join(dirname(persistTo), `${persistTo.split('/').pop()}-secrets.json`)
  const known = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>) : {}
  const secrets: LocalSecrets = {
    JWT_SECRET: known.JWT_SECRET ?? fresh(),
    PASSWORD_PEPPER: known.PASSWORD_PEPPER ?? fresh(),
    DATA_KEY: known.DATA_KEY ?? fresh(),
    SEPAY_API_KEY: known.SEPAY_API_KEY ?? fresh(),
    DEMO_NODE_KEY: known.DEMO_NODE_KEY ?? `pn_${fresh()}`,
  }
  if (Object.keys(secrets).some((name) => !(name in known))) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  }
  return secrets
}

/** Adds the demo data that is missing (settings, countries, demo logins) through the local-mode API. */
export async function seedDemo(url: string): Promise<string[]> {
  const response = await fetch(`${url}/api/dev/seed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  if (!response.ok) throw new Error(`demo seed failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { added: string[] }).added
}

/**
 * The browser suites' rate limits: production counts in 20-second windows (ADR 0021), so a client
 * told TOO_MANY_REQUEST waits what Retry-After says (a second or a few), never a minute.
 */
export const shortRateLimits = [
  'loginPerIp=20/20',
  'loginFailuresPerAccountIp=5/20',
  'loginFailuresPerAccount=20/20',
  'codeCheck=5/20',
  'codeSend=3/20',
  'registerPerIp=10/20',
  'proxyCheckPerUser=20/20',
].join(',')

export type RunningWorker = { url: string; process: ChildProcess; stop: () => Promise<void> }

/** Serves the built Worker (portal + API) on workerd with local D1 and Durable Objects. */
export async function startWorker(options: {
  port: number
  persistTo: string
  host?: string
  vars?: Record<string, string>
}): Promise<RunningWorker> {
  const host = options.host ?? '127.0.0.1'
  // Local mode's proxies (the demo node, the tests' squid) listen on loopback: the checker may dial it here, never in production.
  const vars = { ...localSecrets(options.persistTo), CHECK_ALLOW_LOOPBACK: 'true', ...options.vars }
  const child = spawn(
    process.execPath,
    [
      wranglerBin,
      'dev',
      '-c',
      builtConfig,
      '--persist-to',
      options.persistTo,
      '--port',
      String(options.port),
      '--ip',
      host,
      // wrangler's devtools port is 9229 when that is free, else another: two Workers started at once (the
      // browser suites' global setups) both found 9229 free, and the second exited with "Address already in
      // use (socket direct:1:default)". Each gets a port of its own, like its --port.
      '--inspector-port',
      String(await freePort()),
      '--show-interactive-dev-session=false',
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    { cwd: root, env: quietEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${options.port}`
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done()
      child.once('exit', () => done())
      child.kill('SIGTERM')
    })
  try {
    await waitForHealth(url, child)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n${log}`)
  }
  return { url, process: child, stop }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250))
  }
  throw new Error(`the Worker did not become healthy at ${url} within ${timeoutMs} ms`)
}
