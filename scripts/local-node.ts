import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { nodeRuntimeFlags } from '../apps/node/src/runtime-flags.ts'
import { root } from './local-worker.ts'

/**
 * The demo's proxy node for `npm start` (apps/node): the node program on this machine serving the
 * demo inventory, an IP echo for the portal's checker, and, as root, the IPv6 prefix of the demo's
 * IPv6 proxies routed to lo (ADR 0019).
 */
const NONLOCAL_BIND = '/proc/sys/net/ipv6/ip_nonlocal_bind'

/**
 * Answers every request with the address it came from: the checker's exit IP, read through a proxy.
 * `url` on 127.0.0.1 and, when this machine has IPv6 on lo, `url6` on ::1 under the same port
 * (CHECK_ECHO6_URL): a proxy leaving from an IPv6 address reaches no IPv4 host.
 */
export async function startLocalEcho(): Promise<{ url: string; url6: string | null; close: () => Promise<void> }> {
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.end(`${(request.socket.remoteAddress ?? '').replace(/^::ffff:/, '')}\n`)
  }
  const v4 = createServer(answer)
  await new Promise<void>((resolve) => v4.listen(0, '127.0.0.1', resolve))
  const port = (v4.address() as AddressInfo).port
  const v6 = createServer(answer)
  const listening6 = await new Promise<boolean>((resolve) => {
    v6.once('error', () => resolve(false))
    v6.listen(port, '::1', () => resolve(true))
  })
  const servers = listening6 ? [v4, v6] : [v4]
  return {
    url: `http://127.0.0.1:${port}/ip`,
    url6: listening6 ? `http://[::1]:${port}/ip` : null,
    close: async () => {
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))))
    },
  }
}

/**
 * Routes `prefix` to lo as AnyIP and lets sockets bind its addresses, as a server selling IPv6
 * proxies does (apps/node/README.md); answers how to undo it, or why it could not (not root).
 */
export function routeIpv6Prefix(prefix: string): { undo: () => void } | { reason: string } {
  if (process.getuid?.() !== 0) {
    return {
      reason: `not root: IPv6 demo proxies need 'ip -6 route add local ${prefix} dev lo' and 'sysctl -w net.ipv6.ip_nonlocal_bind=1'`,
    }
  }
  try {
    const routed = execFileSync('ip', ['-6', 'route', 'show', 'table', 'local', prefix], { encoding: 'utf8' }).trim() !== ''
    if (!routed) execFileSync('ip', ['-6', 'route', 'add', 'local', prefix, 'dev', 'lo'], { stdio: 'pipe' })
    const bindBefore = readFileSync(NONLOCAL_BIND, 'utf8').trim()
    writeFileSync(NONLOCAL_BIND, '1')
    let undone = false
    return {
      // Once, whichever way npm start ends (Ctrl+C, or the Worker stopping under it).
      undo: () => {
        if (undone) return
        undone = true
        try {
          if (!routed) execFileSync('ip', ['-6', 'route', 'del', 'local', prefix, 'dev', 'lo'], { stdio: 'ignore' })
          writeFileSync(NONLOCAL_BIND, bindBefore)
        } catch (error) {
          console.error(`could not undo the route of ${prefix}: ${(error as Error).message.split('\n')[0]}`)
        }
      },
    }
  } catch (error) {
    return { reason: `could not route ${prefix}: ${(error as Error).message.split('\n')[0]}` }
  }
}

/** The node program serving the demo node's proxies, its output prefixed with [node]. */
export function startLocalNode(options: { portalUrl: string; key: string; stateDir: string; ipv6Prefix: string | null }): ChildProcess {
  const child = spawn(process.execPath, [...nodeRuntimeFlags, join(root, 'apps/node/src/main.ts')], {
    env: {
      ...process.env,
      PORTAL_URL: options.portalUrl,
      NODE_API_KEY: options.key,
      NODE_STATE_DIR: options.stateDir,
      // The demo's customers reach the local portal and sites on loopback through their proxies.
      NODE_ALLOW_PRIVATE_TARGETS: '1',
      ...(options.ipv6Prefix && { NODE_IPV6_PREFIX: options.ipv6Prefix }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefixed = (chunk: Buffer) => `${String(chunk).replace(/^(?=.)/gm, '[node] ')}`
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefixed(chunk)))
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefixed(chunk)))
  return child
}

/** Resolves once the node says it serves a feed (true), or when it exits or `timeoutMs` passes (false). */
export function nodeServing(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (serving: boolean) => {
      clearTimeout(timer)
      child.stdout?.off('data', read)
      child.off('exit', exited)
      resolve(serving)
    }
    const read = (chunk: Buffer) => String(chunk).includes('serving feed') && done(true)
    const exited = () => done(false)
    const timer = setTimeout(() => done(false), timeoutMs)
    child.stdout?.on('data', read)
    child.once('exit', exited)
  })
}
