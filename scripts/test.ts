/**
 * `npm test`: lint and build, then two lanes at once, since one vitest run keeps a 2-core machine
 * half idle (vitest runs projects whose files must not overlap one file at a time, all in a row):
 * - browser: the suites that drive the built Worker through Chromium or a real node (portal-e2e,
 *   extension-e2e, node-e2e), mostly waiting on pages and sockets, and the fuzzes (to even the lanes);
 * - checks: the type check, the production bundle's check, then every other vitest project, the
 *   portal's layout walk among them (portal-layout: the longest browser file, to even the lanes).
 * Each lane's output is printed whole when it ends, and the failures again at the very end.
 * ADR 0007 (local run and tests).
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const vitest = join(root, 'node_modules/vitest/vitest.mjs')
const node = process.execPath

type Step = { label: string; command: string; args: string[] }
type Outcome = { label: string; ok: boolean; output: string; seconds: number }

const browserProjects = ['portal-e2e', 'extension-e2e', 'node-e2e', 'worker-fuzz']
// Every project but the browser ones, so that a new project cannot fall between the lanes.
const otherProjects = browserProjects.map((name) => `!${name}`)
const vitestOf = (label: string, projects: string[]): Step => ({
  label,
  command: node,
  args: [vitest, 'run', ...projects.flatMap((name) => ['--project', name])],
})
const npm = (script: string): Step => ({ label: `npm run ${script}`, command: 'npm', args: ['run', script] })

/** Runs a step; `show` streams its output, otherwise it is kept for the lane's report. */
function run(step: Step, show: boolean): Promise<Outcome> {
  const started = Date.now()
  return new Promise((done) => {
    const child = spawn(step.command, step.args, { cwd: root, stdio: show ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => done({ label: step.label, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }))
  })
}

/** A lane: its steps in order, stopping at the first that fails. */
async function lane(name: string, steps: Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const step of steps) {
    const outcome = await run(step, false)
    outcomes.push(outcome)
    console.log(`\n===== [${name}] ${step.label}: ${outcome.ok ? 'passed' : 'FAILED'} in ${outcome.seconds.toFixed(0)} s =====`)
    process.stdout.write(outcome.output)
    if (!outcome.ok) break
  }
  return outcomes
}

const started = Date.now()
for (const step of [npm('lint'), npm('build')]) {
  const outcome = await run(step, true)
  if (!outcome.ok) process.exit(1)
}
const lanes = await Promise.all([
  lane('browser', [vitestOf('vitest (browser suites)', browserProjects)]),
  lane('checks', [
    npm('typecheck'),
    { label: 'production bundle check', command: node, args: ['scripts/check-production-bundle.ts'] },
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
