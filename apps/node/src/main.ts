#!/usr/bin/env node
/**
 * The proxy node program (apps/node/README.md): `node apps/node/src/main.ts --help`.
 * Runs until SIGTERM or SIGINT, then writes what the tunnels moved to the journal and exits.
 */
import { helpText, readConfig } from './config.ts'
import { createLog } from './log.ts'
import { startNode } from './node.ts'

// Name lookups for targets run on libuv's pool (4 threads by default); a busy node needs more.
process.env.UV_THREADPOOL_SIZE ??= '16'

let config: ReturnType<typeof readConfig>
try {
  config = readConfig(process.argv.slice(2), process.env)
} catch (error) {
  process.stderr.write(`proxy-node: ${(error as Error).message}\n`)
  process.exit(2)
}
if (config === 'help') {
  process.stdout.write(helpText)
  process.exit(0)
}

const log = createLog(config.logLevel)
const node = await startNode(config, log).catch((error: Error) => {
  log.error(`could not start: ${error.message}`)
  process.exit(1)
})

let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  log.info(`${signal}: stopping`)
  await node.stop()
  process.exit(0)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
