import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { nodeRuntimeFlags } from '../src/runtime-flags.ts'

const main = resolve(import.meta.dirname, '../src/main.ts')

export type NodeOptions = {
  portalUrl: string
  key: string
  /** Kept across restarts of the same node (journal, last good feed). */
  stateDir?: string
  env?: Record<string, string>
}

/**
 * The node program as operators run it: its own process (so a test can SIGKILL it), configured by
 * environment, its output kept for the failure message.
 */
export class NodeProcess {
  readonly stateDir: string
  private child: ChildProcess | null = null
  private readonly options: NodeOptions
  private readonly ownsState: boolean
  output = ''

  constructor(options: NodeOptions) {
    this.options = options
    this.ownsState = !options.stateDir
    this.stateDir = options.stateDir ?? mkdtempSync(join(tmpdir(), 'proxy-node-'))
  }

  get pid(): number | undefined {
    return this.child?.pid
  }

  start(): this {
    const env = {
      ...process.env,
      PORTAL_URL: this.options.portalUrl,
      NODE_API_KEY: this.options.key,
      NODE_STATE_DIR: this.stateDir,
      NODE_ALLOW_PRIVATE_TARGETS: '1',
      NODE_METER_MS: '250',
      NODE_LOG_LEVEL: 'debug',
      ...this.options.env,
    }
    const child = spawn(process.execPath, [...nodeRuntimeFlags, main], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout?.on('data', (chunk) => (this.output += chunk))
    child.stderr?.on('data', (chunk) => (this.output += chunk))
    this.child = child
    return this
  }

  /** SIGKILL: no chance to flush anything. */
  kill(): Promise<void> {
    return this.stop('SIGKILL')
  }

  stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child
    this.child = null
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
    return new Promise((done) => {
      child.once('exit', () => done())
      child.kill(signal)
    })
  }

  /** Resident memory (kB) as the kernel counts it. */
  async rssKb(): Promise<number> {
    const { readFile } = await import('node:fs/promises')
    const status = await readFile(`/proc/${this.pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  }

  async dispose(): Promise<void> {
    await this.stop()
    if (this.ownsState) rmSync(this.stateDir, { recursive: true, force: true })
  }
}

/** Polls until `check` holds (or throws with what it last saw). */
export async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < deadline) {
    try {
      last = await check()
      if (last) return last as NonNullable<T>
    } catch (error) {
      last = error
    }
    await new Promise((wait) => setTimeout(wait, 50))
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${String(last)})`)
}

/** The usage batch files in a node's journal now. */
export const journalFiles = (stateDir: string): Set<string> =>
  new Set(readdirSync(join(stateDir, 'usage')).filter((name) => name.startsWith('batch-')))

/** Bytes down of a proxy in the journal's batch files that were not there in `before`. */
export function journaledDown(stateDir: string, proxyId: string, before: Set<string>): number {
  let down = 0
  for (const name of journalFiles(stateDir)) {
    if (before.has(name)) continue
    const batch = JSON.parse(readFileSync(join(stateDir, 'usage', name), 'utf8')) as { items: { proxyId: string; down: number }[] }
    for (const item of batch.items) if (item.proxyId === proxyId) down += item.down
  }
  return down
}
