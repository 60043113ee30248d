import { join } from 'node:path'
import type { HeartbeatAnswer, NodeFeed } from '@proxy-portal/worker/contract/node-feed'
import { ExpiryTimer } from './apply/expiry-timer.ts'
import type { NodeConfig } from './config.ts'
import { FeedFile } from './feed/feed-file.ts'
import { FeedSync } from './feed/feed-sync.ts'
import { HeartbeatLoop } from './heartbeat.ts'
import type { Log } from './log.ts'
import { PortalClient } from './portal-client.ts'
import { Served } from './served.ts'
import { Journal } from './usage/journal.ts'
import { Uploader } from './usage/uploader.ts'
import { UsageClock } from './usage/usage-clock.ts'
import { version } from './version.ts'

/**
 * One proxy node: serves the feed's proxies, meters them into the usage journal, and keeps the
 * portal informed. Wiring only; each part says what it does.
 */
export async function startNode(config: NodeConfig, log: Log, now: () => number = Date.now) {
  const startedAt = now()
  const problems = new Map<string, { at: number; message: string }>()
  /** The last thing that went wrong per source, cleared when that source works again. */
  const problem = (source: string) => (error: Error | string | null) => {
    if (error === null) return void problems.delete(source)
    const message = typeof error === 'string' ? error : error.message
    if (problems.get(source)?.message !== message) log.error(`${source}: ${message}`)
    problems.set(source, { at: now(), message })
  }

  const journal = await Journal.open(join(config.stateDir, 'usage'))
  const portal = new PortalClient(config.portalUrl, config.apiKey, config.requestTimeoutMs)
  const uploader = new Uploader(journal, portal, problem('usage'))
  const served = new Served({ config, journal, log, onProblem: problem, now })
  const usage = new UsageClock({ served, journal, uploader, config, now, onError: problem('journal') })
  const expiry = new ExpiryTimer((due) => served.expire(due), now)

  // Set once the heartbeat exists: a feed applied after start is reported at once.
  let heartbeat: HeartbeatLoop | undefined
  const feed: FeedSync = new FeedSync({
    portal,
    file: new FeedFile(config.stateDir),
    apply: async (next: NodeFeed) => {
      const started = performance.now()
      const changed = next.version !== feed.version
      await served.apply(next)
      expiry.schedule(served.proxies.values())
      void journal.prune(next.countedUsage, now()).catch(problem('journal'))
      const took = Math.round(performance.now() - started)
      log.info(`serving feed ${next.version}: ${next.proxies.length} proxies on ${served.listeners.size} ports (applied in ${took} ms)`)
      // The portal completes IP changes when a heartbeat names the version carrying them: tell it now, not in 15 s
      // (on the next turn, once the feed sync has taken the new version as the one served).
      if (changed) setImmediate(() => heartbeat?.beatNow())
    },
    afterPull: () => served.retryListeners(),
    fullPullMs: config.fullPullMs,
    onError: problem('feed'),
    now,
  })
  let lastBeat = { at: startedAt, total: 0 }
  heartbeat = new HeartbeatLoop({
    portal,
    status: () => {
      const at = now()
      const seconds = Math.max(0.001, (at - lastBeat.at) / 1000)
      const bytesPerSecond = Math.max(0, served.meter.total - lastBeat.total) / seconds
      lastBeat = { at, total: served.meter.total }
      const latest = [...problems.values()].sort((a, b) => b.at - a.at)[0]
      return {
        version,
        startedAt,
        uptimeSeconds: Math.floor((at - startedAt) / 1000),
        feedVersion: feed.version,
        feedAppliedAt: feed.appliedAt,
        proxiesServed: served.proxies.size,
        listeners: served.listeners.size,
        openConnections: served.tunnels.size,
        bytesPerSecond: Math.round(bytesPerSecond),
        pendingReports: uploader.pending,
        lastError: latest ? latest.message.slice(0, 500) : null,
      }
    },
    onAnswer: (answer: HeartbeatAnswer) => {
      problem('heartbeat')(null)
      if (answer.feedVersion !== feed.version) feed.pullNow()
    },
    onError: problem('heartbeat'),
  })

  served.loadJournal()
  await feed.start()
  usage.start()
  uploader.kick()
  heartbeat.start()
  log.info(`proxy node ${version} started; portal ${config.portalUrl}; state in ${config.stateDir}`)

  return {
    served,
    feed,
    /** Stops serving; what the tunnels moved until now is in the journal (sent after the next start). */
    async stop(): Promise<void> {
      heartbeat.stop()
      expiry.stop()
      await feed.stop()
      usage.stop()
      uploader.stop()
      await served.close()
      await usage.flush()
    },
  }
}
export type RunningNode = Awaited<ReturnType<typeof startNode>>
