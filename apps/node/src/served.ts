import { BlockList } from 'node:net'
import type { NodeAccess, NodeFeed, NodeProxy } from '@proxy-portal/worker/contract/node-feed'
import { probeExit } from './apply/exit-probe.ts'
import type { Expiry } from './apply/expiry-timer.ts'
import { planFeed } from './apply/feed-plan.ts'
import type { NodeConfig } from './config.ts'
import type { Log } from './log.ts'
import { Gate } from './serve/gate.ts'
import type { ListenerSpec } from './serve/listener-spec.ts'
import { Listeners } from './serve/listeners.ts'
import { Tunnels } from './serve/tunnels.ts'
import { Allowances } from './usage/allowances.ts'
import type { Journal } from './usage/journal.ts'
import { Meter } from './usage/meter.ts'

/** Exit addresses probed per feed (new and changed proxies first): enough to name a misconfigured prefix. */
const PROBES_PER_FEED = 20

/**
 * What the node serves now: the feed's proxies, their ports, the tunnels open into them, and the
 * rules that close a tunnel whose access ended (removed, changed, expired, over its allowance).
 */
export class Served {
  proxies = new Map<string, NodeProxy>()
  readonly meter = new Meter()
  readonly tunnels = new Tunnels((tunnel) => this.meter.sample(tunnel))
  readonly allowances: Allowances
  readonly gate: Gate
  readonly listeners: Listeners
  private signatures = new Map<string, string>()
  private wanted = new Map<string, ListenerSpec>()
  private readonly journal: Journal
  private readonly listenHost: string | null
  private readonly ipv6Prefix: string | null
  private readonly log: Log
  private readonly onProblem: (source: string) => (error: Error | string | null) => void

  constructor(options: {
    config: NodeConfig
    journal: Journal
    log: Log
    onProblem: (source: string) => (error: Error | string | null) => void
    now: () => number
  }) {
    this.journal = options.journal
    this.log = options.log
    this.onProblem = options.onProblem
    this.allowances = new Allowances(options.journal.epoch, (key) => this.meter.pendingFor(key))
    this.gate = new Gate({
      tunnels: this.tunnels,
      remaining: (access) => this.allowances.remaining(access),
      beforeMove: (tunnel) => this.meter.sample(tunnel),
      allowPrivate: options.config.allowPrivateTargets,
      now: options.now,
    })
    this.listeners = new Listeners(this.gate)
    this.listenHost = options.config.listenHost
    this.ipv6Prefix = options.config.ipv6Prefix
  }

  /** Batches on disk from before a restart still count against allowances until a feed counts them. */
  loadJournal(): void {
    for (const report of this.journal.kept()) this.allowances.add(report)
  }

  async apply(feed: NodeFeed): Promise<void> {
    const plan = planFeed(this.signatures, feed.proxies, this.listenHost)
    this.signatures = plan.signatures
    this.proxies = plan.proxies
    this.gate.served = plan.byListener
    this.wanted = plan.listeners
    this.allowances.served(feed.countedUsage, accessesOf(plan.proxies.values()))
    for (const id of plan.removed) for (const tunnel of this.tunnels.ofProxy(id)) this.tunnels.close(tunnel)
    // Only changed proxies' tunnels are looked at: every other customer's tunnel is left alone.
    for (const id of plan.changed) {
      for (const tunnel of this.tunnels.ofProxy(id)) if (!this.gate.stillAllowed(tunnel)) this.tunnels.close(tunnel)
    }
    await this.retryListeners()
    this.checkAllowances()
    const probed = [...plan.added, ...plan.changed, ...plan.proxies.keys()].slice(0, PROBES_PER_FEED)
    const exits = new Set(probed.map((id) => plan.proxies.get(id)?.exitAddress).filter((exit) => exit !== undefined))
    const failures = (await Promise.all([...exits].map(probeExit))).filter((failure) => failure !== null)
    this.onProblem('exit')(failures[0] ?? prefixProblem(this.ipv6Prefix, feed) ?? null)
    if (plan.added.length + plan.changed.length + plan.removed.length) {
      this.log.debug(`feed ${feed.version}: ${plan.added.length} added, ${plan.changed.length} changed, ${plan.removed.length} removed`)
    }
  }

  /** Opens the ports that are still missing (a port taken a minute ago may be free now). */
  async retryListeners(): Promise<void> {
    const failures = await this.listeners.reconcile(this.wanted)
    this.onProblem('listen')(failures.length ? `${failures.length} ports would not open, e.g. ${failures[0]}` : null)
  }

  /** Closes the tunnels of accesses whose end (expiresAt) has come. */
  expire(due: Expiry[]): void {
    for (const { proxyId, ownerKey } of due) {
      for (const tunnel of this.tunnels.ofProxy(proxyId)) {
        if (tunnel.ownerKey === ownerKey && !this.gate.stillAllowed(tunnel)) this.tunnels.close(tunnel)
      }
    }
  }

  /** Takes the bytes of owners with an allowance now, and closes their tunnels at 0. */
  checkAllowances(): void {
    for (const key of this.allowances.limits.keys()) {
      if (!this.tunnels.hasOwner(key)) continue
      const tunnels = this.tunnels.ofOwner(key)
      for (const tunnel of tunnels) this.meter.sample(tunnel)
      if (this.allowances.remainingOf(key) <= 0) for (const tunnel of tunnels) this.tunnels.close(tunnel)
    }
  }

  async close(): Promise<void> {
    await this.listeners.closeAll()
    for (const tunnel of [...this.tunnels.all()]) this.tunnels.close(tunnel)
  }
}

/** The node's own prefix (NODE_IPV6_PREFIX) against the portal's and the IPv6 exits it hands out. */
function prefixProblem(own: string | null, feed: NodeFeed): string | null {
  if (!own) return null
  if (feed.ipv6Prefix && feed.ipv6Prefix !== own)
    return `the portal's IPv6 prefix for this node is ${feed.ipv6Prefix}, this server routes ${own}`
  const [network = '', bits = '128'] = own.split('/')
  const prefix = new BlockList()
  prefix.addSubnet(network, Number(bits), 'ipv6')
  const outside = feed.proxies.find((proxy) => proxy.ipVersion === 'ipv6' && !prefix.check(proxy.exitAddress, 'ipv6'))
  return outside ? `exit address ${outside.exitAddress} of proxy ${outside.id} is outside this server's prefix ${own}` : null
}

function* accessesOf(proxies: Iterable<NodeProxy>): Iterable<NodeAccess> {
  for (const proxy of proxies) yield* proxy.access
}
