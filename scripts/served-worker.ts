import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { builtConfig, localSecrets } from './local-worker.ts'

/** Where Miniflare runs a cron trigger (`?cron=`); `wrangler dev` (npm start) takes /cdn-cgi/handler/scheduled. */
export const scheduledPath = '/cdn-cgi/local/scheduled'

export type ServedWorker = { url: string; stop: () => Promise<void> }

/** Keeps what the Worker and workerd print out of the test run's output; a failed start reports it. */
class KeptLog extends Log {
  lines: string[] = []
  constructor() {
    super(LogLevel.WARN)
  }
  override log(message: string) {
    this.lines.push(message)
  }
}

/**
 * The built Worker (portal + API) on workerd with local D1 and Durable Objects, for the test suites:
 * the same build, configuration (`dist/server/wrangler.json`, read by wrangler's own reader) and local
 * state as `startWorker`, served by Miniflare, the library `wrangler dev` runs it with, without the
 * proxy `wrangler dev` puts in front of it. That proxy is a second workerd and a Node process on every
 * request: pages, API calls and assets cost half the CPU served directly (ADR 0043).
 * `npm start` and the benches keep `wrangler dev`.
 */
export async function serveWorker(options: { port: number; persistTo: string; vars?: Record<string, string> }): Promise<ServedWorker> {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(builtConfig)
  if (!main) throw new Error(`${builtConfig} names no main module: build the portal first`)
  // The build is a folder of ES modules: every one is listed, as wrangler lists them (its module rules
  // are a bundler's, which Miniflare's converter does not take).
  const { modulesRules: _rules, ...worker } = workerOptions as typeof workerOptions & { modulesRules?: unknown }
  const modulesRoot = dirname(main)
  const files = (readdirSync(modulesRoot, { recursive: true }) as string[]).filter((name) => name.endsWith('.js'))
  const modules = [main, ...files.map((name) => join(modulesRoot, name)).filter((path) => path !== main)].map((path) => ({
    type: 'ESModule' as const,
    path,
  }))
  // Local mode's proxies (the demo node, the tests' squid) listen on loopback: the checker may dial it here, never in production.
  const bindings = { ...localSecrets(options.persistTo), CHECK_ALLOW_LOOPBACK: 'true', ...options.vars }
  const log = new KeptLog()
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: options.port,
      log,
      logRequests: false,
      handleStructuredLogs: ({ level, message }: { level: string; message: string }) => log.lines.push(`${level}: ${message}`),
      // Where `wrangler dev --persist-to` keeps it, so the migrations wrangler applied are the ones served.
      resourcePersistencePath: join(options.persistTo, 'v3'),
      // `scheduledPath` runs a cron trigger.
      unsafeTriggerHandlers: true,
      workers: [{ ...worker, name: 'proxy-portal', modulesRoot, modules, bindings }],
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  )
  try {
    const url = (await miniflare.ready).origin
    return { url, stop: () => miniflare.dispose() }
  } catch (error) {
    await miniflare.dispose().catch(() => {})
    throw new Error(`${(error as Error).message}\n${log.lines.join('\n')}`)
  }
}
