import type { Gate } from './gate.ts'
import { startHttpListener } from './http-listener.ts'
import type { ListenerSpec, RunningListener } from './listener-spec.ts'
import { startSocksListener } from './socks-listener.ts'

/**
 * The ports the node listens on, kept equal to what the feed asks for: a feed that changes one proxy
 * opens or closes only that proxy's ports; the others keep their sockets and tunnels.
 */
export class Listeners {
  private readonly running = new Map<string, RunningListener>()
  private readonly gate: Gate

  constructor(gate: Gate) {
    this.gate = gate
  }

  get size(): number {
    return this.running.size
  }

  /** Opens what is missing (again, for ports that failed before) and closes what is gone; answers what would not open. */
  async reconcile(wanted: ReadonlyMap<string, ListenerSpec>): Promise<string[]> {
    const closing = [...this.running].filter(([key]) => !wanted.has(key))
    for (const [key] of closing) this.running.delete(key)
    await Promise.all(closing.map(([, listener]) => listener.close()))
    const missing = [...wanted.values()].filter((spec) => !this.running.has(spec.key))
    const failures: string[] = []
    // In slices, so a feed of 10,000 proxies does not ask the kernel for 20,000 sockets at once.
    for (let at = 0; at < missing.length; at += 256) {
      await Promise.all(
        missing.slice(at, at + 256).map(async (spec) => {
          try {
            const start = spec.protocol === 'http' ? startHttpListener : startSocksListener
            this.running.set(spec.key, await start(spec, this.gate))
          } catch (error) {
            failures.push(`${spec.protocol} ${spec.host}:${spec.port}: ${(error as Error).message}`)
          }
        }),
      )
    }
    return failures
  }

  async closeAll(): Promise<void> {
    const all = [...this.running.values()]
    this.running.clear()
    await Promise.all(all.map((listener) => listener.close()))
  }
}
