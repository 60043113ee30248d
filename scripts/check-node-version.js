/**
 * Runs before every root script that runs TypeScript (package.json `pre<script>` hooks) and in .ci/run:
 * on a Node older than package.json's `engines.node`, one line that says which Node is needed and
 * where to get it, instead of the stack trace Node prints when it cannot load a .ts file.
 *
 * Plain JavaScript with nothing but node:fs, so that it runs on the oldest Node a newcomer may have.
 */
import { readFileSync } from 'node:fs'

const range = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node
// engines.node is a lower bound, ">=MAJOR[.MINOR[.PATCH]]"; anything else is a mistake in package.json.
const floor = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range)
if (!floor) throw new Error(`package.json engines.node must read ">=MAJOR[.MINOR]", not "${range}"`)
const needed = floor.slice(1).map((part) => Number(part ?? 0))
const running = process.versions.node.split('.').map(Number)
const older = needed.findIndex((part, at) => running[at] !== part) // the first place the versions differ
if (older >= 0 && running[older] < needed[older]) {
  const wanted = range.replace(/^>=\s*/, '')
  process.stderr.write(
    `This project needs Node.js ${wanted} or newer, and this is Node.js ${process.versions.node}: ` +
      `get Node.js ${needed[0]} from https://nodejs.org/en/download (or run \`nvm install ${needed[0]}\`), then run the command again.\n`,
  )
  process.exit(1)
}
