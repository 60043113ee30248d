/**
 * `npm test`: compile the text catalogue, then two lanes at once, since one vitest run keeps a 2-core
 * machine half idle (vitest runs projects whose files must not overlap one file at a time, all in a row):
 * - browser: the portal's build, the production bundle's check (a second vite build, in production
 *   mode), then the suites that drive the built Worker through Chromium (portal-e2e, extension-e2e);
 * - checks: the lint and the extension's build (its Chrome and Firefox packages), beside the portal's
 *   build, then the type check of the Worker, the extension and the node; once the portal is built, the
 *   portal's type check (it reads the route tree the build generates) and every other vitest project,
 *   the portal's layout walk (portal-layout, the longest browser file), the node against the built
 *   Worker (node-e2e) and both fuzzes among them, to even the lanes.
 * A step that needs another lane's step (the browser suites need the extension's build) waits for it.
 * Each lane's output is printed whole when it ends, and the failures again at the very end.
 * The tests' local state (D1, Durable Objects, Chromium profiles) goes to a folder in memory when the
 * machine has one (/dev/shm): on disk, SQLite's syncs left the cores waiting on it.
 * ADR 0007 (local run and tests), ADR 0043 (the suite's time).
 */
import { spawn } from 'node:child_process'
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const vitest = join(root, 'node_modules/vitest/vitest.mjs')
const node = process.execPath

type Command = { label: string; command: string; args: string[] }
type Step = Command | { label: string; awaits: Promise<Outcome> }
type Outcome = { label: string; ok: boolean; output: string; seconds: number }

const browserProjects = ['portal-e2e', 'extension-e2e']
// Every project but the browser ones, so that a new project cannot fall between the lanes.
const otherProjects = browserProjects.map((name) => `!${name}`)
const vitestOf = (label: string, projects: string[]): Command => ({
  label,
  command: node,
  args: [vitest, 'run', ...projects.flatMap((name) => ['--project', name])],
})
const npm = (script: string): Command => ({ label: `npm run ${script}`, command: 'npm', args: ['run', script] })

/** Runs a step; `show` streams its output, otherwise it is kept for the lane's report. */
function run(step: Command, show: boolean): Promise<Outcome> {
  const started = Date.now()
  return new Promise((done) => {
    const child = spawn(step.command, step.args, { cwd: root, stdio: show ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => done({ label: step.label, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }))
  })
}

/** Each step's outcome, once it has run (or a failed one, when its lane stopped before it). */
const outcomes = new Map<string, { promise: Promise<Outcome>; settle: (outcome: Outcome) => void }>()
function outcomeOf(label: string) {
  let entry = outcomes.get(label)
  if (!entry) {
    let settle: (outcome: Outcome) => void = () => {}
    const promise = new Promise<Outcome>((done) => (settle = done))
    entry = { promise, settle }
    outcomes.set(label, entry)
  }
  return entry
}
const awaits = (step: Command): Step => ({ label: step.label, awaits: outcomeOf(step.label).promise })

/**
 * A lane: its steps in order, stopping at the first that fails. A step that awaits another lane's
 * step goes on when that one passed, and stops the lane (reported, not counted again) when it failed.
 */
async function lane(name: string, steps: Step[]): Promise<Outcome[]> {
  const done: Outcome[] = []
  try {
    for (const step of steps) {
      if ('awaits' in step) {
        if ((await step.awaits).ok) continue
        console.log(`\n===== [${name}] stopped: ${step.label} did not pass =====`)
        break
      }
      const outcome = await run(step, false)
      done.push(outcome)
      outcomeOf(step.label).settle(outcome)
      console.log(`\n===== [${name}] ${step.label}: ${outcome.ok ? 'passed' : 'FAILED'} in ${outcome.seconds.toFixed(0)} s =====`)
      process.stdout.write(outcome.output)
      if (!outcome.ok) break
    }
  } finally {
    // What this lane did not run will not come: a lane awaiting it stops.
    for (const step of steps)
      if (!('awaits' in step)) outcomeOf(step.label).settle({ label: step.label, ok: false, output: '', seconds: 0 })
  }
  return done
}

/** A folder of its own in /dev/shm (a tmpfs on Linux), or undefined where there is none to write. */
function memoryTemp(): string | undefined {
  try {
    if (!statSync('/dev/shm').isDirectory()) return undefined
    accessSync('/dev/shm', constants.W_OK)
    const dir = mkdtempSync('/dev/shm/proxy-portal-test-')
    // Open to every user as /tmp is: squid, started as root, reads its folder as the user 'proxy'.
    chmodSync(dir, 0o1777)
    return dir
  } catch {
    return undefined
  }
}
// Every child (vitest, wrangler, miniflare, Chromium) takes its temporary folders from TMPDIR.
const temp = process.env.TMPDIR ? undefined : memoryTemp()
if (temp) process.env.TMPDIR = temp
const removeTemp = () => temp && rmSync(temp, { recursive: true, force: true })
process.on('exit', removeTemp)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))

const started = Date.now()
// Everything below reads the compiled catalogue: the builds, the type checks and the tests.
if (!(await run(npm('messages'), true)).ok) process.exit(1)
const portalBuild: Command = { label: 'portal build', command: 'npm', args: ['run', 'build', '-w', 'apps/portal'] }
// A second vite build, into a folder of its own; the route tree it generates again is the same file,
// written only when it differs and then by rename, so the portal's type check beside it reads it whole.
const bundleCheck: Command = { label: 'production bundle check', command: node, args: ['scripts/check-production-bundle.ts'] }
// Before the type check of the extension: both write the extension's generated types (.wxt).
const extensionBuild: Command = { label: 'extension build', command: 'npm', args: ['run', 'build', '-w', 'extension'] }
const lanes = await Promise.all([
  lane('browser', [portalBuild, bundleCheck, awaits(extensionBuild), vitestOf('vitest (browser suites)', browserProjects)]),
  lane('checks', [
    npm('lint'),
    extensionBuild,
    npm('typecheck:packages'),
    // The portal's type check reads the route tree the portal's build generates (routeTree.gen.ts).
    awaits(portalBuild),
    npm('typecheck:portal'),
    vitestOf('vitest (every other project)', otherProjects),
  ]),
])
const all = lanes.flat()
const failed = all.filter((outcome) => !outcome.ok)
console.log(`\n===== npm test: ${failed.length ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s =====`)
for (const outcome of all) console.log(`  ${outcome.ok ? 'ok    ' : 'FAILED'} ${outcome.label} (${outcome.seconds.toFixed(0)} s)`)
for (const outcome of failed) {
  // The failures' summary of a vitest run (or the whole output of another step) once more, last.
  const at = outcome.output.lastIndexOf('Failed Tests')
  console.log(`\n----- ${outcome.label} -----\n${at >= 0 ? outcome.output.slice(Math.max(0, at - 40)) : outcome.output.slice(-8000)}`)
}
process.exit(failed.length ? 1 : 0)
