import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { seedSql } from './seed-data.ts'

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

/** Compiles the messages and builds the portal and the Worker into apps/portal/dist. */
export async function buildPortal(): Promise<void> {
  await run(['scripts/compile-messages.ts'], { cwd: portalDir, quiet: true })
  await run([join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: portalDir, quiet: true })
}

/** Applies the D1 migrations (wrangler only) and the idempotent demo seed to local state. */
export async function prepareDatabase(persistTo: string): Promise<void> {
  await wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo])
  const dir = mkdtempSync(join(tmpdir(), 'seed-'))
  const file = join(dir, 'seed.sql')
  writeFileSync(file, seedSql())
  try {
    await wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', file])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export type RunningWorker = { url: string; process: ChildProcess; stop: () => Promise<void> }

/** Serves the built Worker (portal + API) on workerd with local D1 and Durable Objects. */
export async function startWorker(options: { port: number; persistTo: string; host?: string }): Promise<RunningWorker> {
  const host = options.host ?? '127.0.0.1'
  const child = spawn(
    process.execPath,
    [wranglerBin, 'dev', '-c', builtConfig, '--persist-to', options.persistTo, '--port', String(options.port), '--ip', host, '--show-interactive-dev-session=false'],
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
