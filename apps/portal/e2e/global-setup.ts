import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { builtConfig, prepareDatabase, startWorker } from '../../../scripts/local-worker.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** One Worker for the whole run, with its own fresh local D1 (migrations applied, demo data seeded). */
export default async function setup(project: TestProject) {
  if (!existsSync(builtConfig)) throw new Error('The Worker is not built: run `npm run build` (npm test does) first.')
  const persistTo = mkdtempSync(join(tmpdir(), 'portal-e2e-'))
  await prepareDatabase(persistTo)
  const worker = await startWorker({ port: await freePort(), persistTo })
  project.provide('baseUrl', worker.url)
  return async () => {
    await worker.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
}
