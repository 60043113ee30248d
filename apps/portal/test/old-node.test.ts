import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// The repository as a newcomer meets it (this file sits with the README's test: repo-wide, plain Node).
const root = fileURLToPath(new URL('../../../', import.meta.url))

const engines = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node as string
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0])
const neededMajor = major(engines.replace(/^>=\s*/, ''))

/** A Node older than the project needs, from the machine's PATH (Debian's Node 20 on these machines and in CI). */
function oldNode(): { path: string; version: string } {
  const found = execFileSync('which', ['-a', 'node'], { encoding: 'utf8' }).split('\n').filter(Boolean)
  for (const path of found) {
    const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim()
    if (major(version) < neededMajor) return { path, version }
  }
  throw new Error(`these tests need a Node older than ${engines} on PATH (apt-get install nodejs); found only ${found.join(', ')}`)
}

/** Runs a command with `node` and `npm` taken from the old Node's folder first, as a newcomer's shell would. */
function withOldNode(command: string, args: string[], cwd: string) {
  const old = oldNode()
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${dirname(old.path)}:${process.env.PATH}` }
  for (const name of Object.keys(env)) if (name.startsWith('npm_')) delete env[name]
  // Bounded: without the check, npm install would go on to download everything.
  const ran = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 30_000 })
  return { ...ran, old, output: `${ran.stdout}${ran.stderr}` }
}

// npm's own lines around a script: its banner ("> name@version start", "> command") and blank lines.
const ownLines = (output: string) => output.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('> '))

const temp: string[] = []
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true })
})

// Each case starts npm with the old Node, a second or more each on a loaded machine.
describe('a newcomer on a Node older than the project needs', { timeout: 60_000 }, () => {
  it('npm start stops at once with one line naming the Node needed and where to get it, not a stack trace', () => {
    const ran = withOldNode('npm', ['start'], root)
    expect(ran.status).toBe(1)
    const lines = ownLines(ran.output)
    expect(lines).toEqual([
      `This project needs Node.js ${neededMajor} or newer, and this is Node.js ${ran.old.version.replace(/^v/, '')}: ` +
        `get Node.js ${neededMajor} from https://nodejs.org/en/download (or run \`nvm install ${neededMajor}\`), then run the command again.`,
    ])
  })

  it('every root script that runs a TypeScript file checks first', () => {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>
    for (const name of ['test', 'build']) {
      const ran = withOldNode('npm', ['run', name], root)
      expect({ name, status: ran.status, lines: ownLines(ran.output).length }).toEqual({ name, status: 1, lines: 1 })
      expect(ran.output).toContain(`needs Node.js ${neededMajor} or newer`)
    }
    // Any script that starts a .ts file with node has a pre-script hook that checks first (npm runs it before).
    for (const [name, script] of Object.entries(scripts)) {
      if (!/\bnode\b[^&]*\.ts\b/.test(script) || name.startsWith('pre')) continue
      expect({ name, hook: scripts[`pre${name}`] }).toEqual({ name, hook: 'node scripts/check-node-version.js' })
    }
  })

  it('npm install stops before installing anything and names the Node needed', () => {
    // The manifests npm reads (root, workspaces, lockfile, .npmrc) in a folder of their own: nothing to lose.
    const dir = mkdtempSync(join(tmpdir(), 'old-node-install-'))
    temp.push(dir)
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) copyFileSync(join(root, file), join(dir, file))
    for (const workspace of JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces as string[]) {
      mkdirSync(join(dir, workspace), { recursive: true })
      copyFileSync(join(root, workspace, 'package.json'), join(dir, workspace, 'package.json'))
    }
    const ran = withOldNode('npm', ['install', '--no-audit', '--no-fund'], dir)
    expect(ran.status).not.toBe(0)
    expect(ran.output).toContain(`Required: {"node":"${engines}"}`)
    expect(existsSync(join(dir, 'node_modules'))).toBe(false)
    expect(ran.output).not.toMatch(/^\s+at /m)
  })
})

describe('the check itself, on this Node', () => {
  /** The check script beside a package.json asking for `range`, run with the Node running the tests. */
  function check(range: string) {
    const dir = mkdtempSync(join(tmpdir(), 'node-check-'))
    temp.push(dir)
    mkdirSync(join(dir, 'scripts'))
    copyFileSync(join(root, 'scripts/check-node-version.js'), join(dir, 'scripts/check-node-version.js'))
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', engines: { node: range } }))
    return spawnSync(process.execPath, [join(dir, 'scripts/check-node-version.js')], { encoding: 'utf8' })
  }

  it('passes this Node and anything it satisfies, and stops at the first part that is older', () => {
    const [maj = 0, min = 0, patch = 0] = process.versions.node.split('.').map(Number)
    for (const range of [`>=${maj}`, `>=${maj}.${min}`, `>=${maj}.${min}.${patch}`, `>=${maj - 1}.${min + 50}`]) {
      const ran = check(range)
      expect({ range, status: ran.status, stderr: ran.stderr }).toEqual({ range, status: 0, stderr: '' })
    }
    for (const range of [`>=${maj + 1}`, `>=${maj}.${min + 1}`, `>=${maj}.${min}.${patch + 1}`]) {
      const ran = check(range)
      expect(ran.status).toBe(1)
      expect(ran.stderr).toContain(`needs Node.js ${range.slice(2)} or newer, and this is Node.js ${process.versions.node}`)
    }
  })
})
