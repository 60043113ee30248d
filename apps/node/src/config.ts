import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

/** How one node runs: every setting comes from a flag or, failing that, its environment variable. */
export type NodeConfig = {
  portalUrl: string
  apiKey: string
  stateDir: string
  /** Binds every listener here instead of the feed's listen host (e.g. 0.0.0.0 behind NAT). */
  listenHost: string | null
  /** The IPv6 prefix routed to this server (AnyIP); checked against the feed's and probed at start. */
  ipv6Prefix: string | null
  /** Lets customers reach loopback and private addresses through the proxies (local runs and tests only). */
  allowPrivateTargets: boolean
  /** How often open tunnels are sampled into the usage journal. */
  meterMs: number
  /** How often accesses with an allowance are checked against it. */
  allowanceCheckMs: number
  /** A pull without If-None-Match at least this often, in case an ETag answer was wrong. */
  fullPullMs: number
  /** Give up on a portal call after this long. */
  requestTimeoutMs: number
  logLevel: 'error' | 'info' | 'debug'
}

const options = {
  'portal-url': { env: 'PORTAL_URL', help: "the portal's address, e.g. https://portal.example (required)" },
  key: { env: 'NODE_API_KEY', help: "this node's key (pn_…) from /admin/inventory; it names the node (required)" },
  'state-dir': { env: 'NODE_STATE_DIR', help: 'where the last good feed and the usage journal live (default ./proxy-node-state)' },
  'listen-host': { env: 'NODE_LISTEN_HOST', help: "bind every port on this address instead of the feed's listen host (e.g. 0.0.0.0)" },
  'ipv6-prefix': { env: 'NODE_IPV6_PREFIX', help: 'the IPv6 prefix routed to this server (AnyIP), e.g. 2001:db8:84::/64' },
  'allow-private-targets': {
    env: 'NODE_ALLOW_PRIVATE_TARGETS',
    help: '1: customers may reach loopback and private addresses (local runs only)',
  },
  'meter-ms': { env: 'NODE_METER_MS', help: 'sample open tunnels into the usage journal this often (default 2000)' },
  'allowance-check-ms': { env: 'NODE_ALLOWANCE_CHECK_MS', help: 'check accesses with an allowance this often (default 200)' },
  'full-pull-minutes': { env: 'NODE_FULL_PULL_MINUTES', help: 'pull the whole feed without If-None-Match this often (default 10)' },
  'request-timeout-ms': { env: 'NODE_REQUEST_TIMEOUT_MS', help: 'give up on a portal call after this long (default 10000)' },
  'log-level': { env: 'NODE_LOG_LEVEL', help: 'error, info (default) or debug' },
} as const

type Name = keyof typeof options

export const helpText = `proxy-node: serves the proxies the portal sells on this server (HTTP and SOCKS5), reports usage and health.

Usage: node apps/node/src/main.ts [--flag value ...]   (each flag may be given by its environment variable instead)

${Object.entries(options)
  .map(([name, option]) => `  --${name.padEnd(22)} ${option.env.padEnd(27)} ${option.help}`)
  .join('\n')}
  --help                                                 this text
`

const number = (text: string | undefined, fallback: number, name: string, min: number): number => {
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isFinite(value) || value < min) throw new Error(`--${name} must be a number of at least ${min}, not '${text}'`)
  return value
}

/** Reads the flags and the environment; throws an Error that names what is missing or wrong. */
export function readConfig(argv: string[], env: NodeJS.ProcessEnv): NodeConfig | 'help' {
  const parsed = parseArgs({
    args: argv,
    options: {
      help: { type: 'boolean' },
      ...Object.fromEntries(Object.keys(options).map((name) => [name, { type: 'string' as const }])),
    },
    strict: true,
  })
  if (parsed.values.help) return 'help'
  const value = (name: Name): string | undefined => {
    const given = (parsed.values as Record<string, unknown>)[name]
    return typeof given === 'string' ? given : env[options[name].env] || undefined
  }
  const required = (name: Name): string => {
    const given = value(name)
    if (!given) throw new Error(`--${name} (or ${options[name].env}) is required; --help lists every setting`)
    return given
  }
  const portalUrl = required('portal-url').replace(/\/+$/, '')
  if (!/^https?:\/\//.test(portalUrl)) throw new Error(`--portal-url must start with http:// or https://, not '${portalUrl}'`)
  const logLevel = value('log-level') ?? 'info'
  if (logLevel !== 'error' && logLevel !== 'info' && logLevel !== 'debug') throw new Error(`--log-level must be error, info or debug`)
  return {
    portalUrl,
    apiKey: required('key'),
    stateDir: resolve(value('state-dir') ?? 'proxy-node-state'),
    listenHost: value('listen-host') ?? null,
    ipv6Prefix: value('ipv6-prefix') ?? null,
    allowPrivateTargets: ['1', 'true', 'yes'].includes((value('allow-private-targets') ?? '').toLowerCase()),
    meterMs: number(value('meter-ms'), 2000, 'meter-ms', 50),
    allowanceCheckMs: number(value('allowance-check-ms'), 200, 'allowance-check-ms', 10),
    fullPullMs: number(value('full-pull-minutes'), 10, 'full-pull-minutes', 0.01) * 60_000,
    requestTimeoutMs: number(value('request-timeout-ms'), 10_000, 'request-timeout-ms', 100),
    logLevel,
  }
}
