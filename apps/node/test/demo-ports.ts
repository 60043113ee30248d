import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The demo node's ports are fixed by the demo inventory (127.0.0.1:20000+ and 24000+), so two
 * suites that run its node (node-e2e, the extension's demo-proxy file) take turns: a lock folder
 * that holds its owner's pid, taken over when that process is gone.
 */
const LOCK = join(tmpdir(), 'proxy-portal-demo-node-ports.lock')

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export async function takeDemoPorts(timeoutMs = 600_000): Promise<{ release: () => void }> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      mkdirSync(LOCK)
      writeFileSync(join(LOCK, 'pid'), String(process.pid))
      return { release: () => rmSync(LOCK, { recursive: true, force: true }) }
    } catch {
      let owner = 0
      try {
        owner = Number(readFileSync(join(LOCK, 'pid'), 'utf8').trim())
      } catch {
        // Taken a moment ago: its pid is being written.
      }
      if (owner && !alive(owner)) rmSync(LOCK, { recursive: true, force: true })
    }
    if (Date.now() > deadline) throw new Error(`the demo node's ports stayed taken (${LOCK}) for ${timeoutMs} ms`)
    await new Promise((wait) => setTimeout(wait, 250))
  }
}
