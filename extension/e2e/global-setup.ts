import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { applyMigrations, builtConfig, localSecrets, seedDemo, shortRateLimits } from '../../scripts/local-worker.ts'
import { serveWorker } from '../../scripts/served-worker.ts'
import { testPasswordIterations } from '../../worker/test/constants.ts'
import { freePort, startEcho } from '../../worker/test/servers/proxy-servers.ts'
import { extensionDir } from './extension-browser.ts'
import { type LoggedSquid, startLoggedSquid } from './logged-squid.ts'
import { type Site, startSite } from './site-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal (Worker + API) the extension connects to. */
    portalUrl: string
    /** Squid with basic auth: port i takes users[i]; each test file takes ports of its own (see SQUID_PORTS). */
    squid: LoggedSquid
    site: Site
    /** The demo node's key, for a test that runs the node program on the demo inventory. */
    demoNodeKey: string
  }
}

/** How many squid ports the files share out: switching 0-2, languages 3, actions 4-5. */
export const SQUID_PORTS = 6

/**
 * One product for the run (the built Worker on workerd, fresh local D1, demo data), squid with an
 * access log on loopback, an IP echo for the portal's checker, and the site the browser loads.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(builtConfig)) throw new Error('The Worker is not built: run `npm run build` (npm test does) first.')
  if (!existsSync(join(extensionDir, 'manifest.json'))) throw new Error('The extension is not built: run `npm run build:extension` first.')
  const dir = mkdtempSync(join(tmpdir(), 'extension-e2e-'))
  const persistTo = join(dir, 'state')
  await applyMigrations(persistTo)
  const users = Array.from({ length: SQUID_PORTS }, (_, at) => ({ username: `ext${at + 1}`, password: `Squid${at + 1}Pass2026` }))
  const [squid, echo, site] = await Promise.all([startLoggedSquid(users, SQUID_PORTS), startEcho(), startSite()])
  const vars = {
    CHECK_ECHO_URL: echo.url,
    CHECK_TIMEOUT_MS: '3000',
    RATE_LIMITS: shortRateLimits,
    PASSWORD_ITERATIONS: testPasswordIterations,
  }
  const worker = await serveWorker({ port: await freePort(), persistTo, vars }).catch(async (error) => {
    await Promise.all([squid.close(), echo.close(), site.close()])
    throw error
  })
  await seedDemo(worker.url)
  project.provide('portalUrl', worker.url)
  project.provide('squid', { ports: squid.ports, accessLog: squid.accessLog, users })
  project.provide('site', { url: site.url, requestsUrl: site.requestsUrl })
  project.provide('demoNodeKey', localSecrets(persistTo).DEMO_NODE_KEY)
  return async () => {
    await worker.stop()
    await Promise.all([squid.close(), echo.close(), site.close()])
    rmSync(dir, { recursive: true, force: true })
  }
}
