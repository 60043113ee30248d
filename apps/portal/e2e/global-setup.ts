import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startLocalPayments } from '../../../scripts/local-payments.ts'
import { applyMigrations, builtConfig, localSecrets, seedDemo, shortRateLimits } from '../../../scripts/local-worker.ts'
import { serveWorker } from '../../../scripts/served-worker.ts'
import { testPasswordIterations } from '../../../worker/test/constants.ts'
import { freePort, type ProxyServers, startProxyServers } from '../../../worker/test/servers/proxy-servers.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    jwtSecret: string
    sepayApiKey: string
    sandboxUrls: string[]
    usdtSendUrl: string
    proxyServers: ProxyServers
    persistTo: string
  }
}

/** One Worker for the whole run, with its own fresh local D1 (migrations applied, demo data seeded). */
export default async function setup(project: TestProject) {
  if (!existsSync(builtConfig)) throw new Error('The Worker is not built: run `npm run build` (npm test does) first.')
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'))
  const persistTo = join(dir, 'state')
  await applyMigrations(persistTo)
  // Every payment method on, against the sandboxes npm start runs (their buyer pages included).
  const port = await freePort()
  const payments = await startLocalPayments(`http://127.0.0.1:${port}`)
  // The proxy checker's real servers: squid with basic auth on several ports, microsocks, an IP echo.
  const proxies = await startProxyServers({ squidPorts: 3 })
  const vars = {
    ...payments.vars,
    CHECK_ECHO_URL: proxies.servers.echoUrl,
    CHECK_TIMEOUT_MS: '2000',
    RATE_LIMITS: shortRateLimits,
    PASSWORD_ITERATIONS: testPasswordIterations,
  }
  const worker = await serveWorker({ port, persistTo, vars })
  await seedDemo(worker.url)
  project.provide('baseUrl', worker.url)
  project.provide('sandboxUrls', payments.urls)
  project.provide('usdtSendUrl', payments.pages.usdtSend)
  project.provide('proxyServers', proxies.servers)
  // The Worker's local state: a test that must change D1 behind the API's back (the reconciliation's injected difference).
  project.provide('persistTo', persistTo)
  // The tests make tokens of their own (an expired access token) with the Worker's secret.
  project.provide('jwtSecret', localSecrets(persistTo).JWT_SECRET)
  // The money tests deliver bank transfers as SePay does, with the API key the local Worker was given.
  project.provide('sepayApiKey', localSecrets(persistTo).SEPAY_API_KEY)
  return async () => {
    await worker.stop()
    await payments.close()
    await proxies.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
