import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startLocalEcho } from '../../../scripts/local-node.ts'
import { applyMigrations, builtConfig, localSecrets, seedDemo } from '../../../scripts/local-worker.ts'
import { serveWorker } from '../../../scripts/served-worker.ts'
import { testPasswordIterations } from '../../../worker/test/constants.ts'
import { freePort } from '../../../worker/test/servers/proxy-servers.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string
    /** The demo node's key, as `npm start` hands it to the node. */
    demoNodeKey: string
    /** The Worker's local state, for reading what it stored (wrangler d1 execute). */
    persistTo: string
  }
}

/** One product for the run: the built Worker on workerd, fresh local D1 with the demo data, an echo for the checker (IPv4 and IPv6). */
export default async function setup(project: TestProject) {
  if (!existsSync(builtConfig)) throw new Error('The Worker is not built: run `npm run build` (npm test does) first.')
  const dir = mkdtempSync(join(tmpdir(), 'node-e2e-'))
  const persistTo = join(dir, 'state')
  await applyMigrations(persistTo)
  const echo = await startLocalEcho()
  const worker = await serveWorker({
    port: await freePort(),
    persistTo,
    vars: {
      CHECK_ECHO_URL: echo.url,
      ...(echo.url6 && { CHECK_ECHO6_URL: echo.url6 }),
      CHECK_TIMEOUT_MS: '3000',
      PASSWORD_ITERATIONS: testPasswordIterations,
    },
  })
  await seedDemo(worker.url)
  project.provide('portalUrl', worker.url)
  project.provide('demoNodeKey', localSecrets(persistTo).DEMO_NODE_KEY)
  project.provide('persistTo', persistTo)
  return async () => {
    await worker.stop()
    await echo.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
