import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Real proxy servers on 127.0.0.1 for the checker's tests and bench: squid with basic auth
 * (basic_ncsa_auth + htpasswd), microsocks with a login, an IP-echo server, and TCP servers that refuse,
 * stay silent, answer garbage, or count how many tunnels are open at once.
 */
export type ProxyLogin = { username: string; password: string }
export type Closable = { close: () => Promise<void> }
export type ProxyServers = {
  login: ProxyLogin
  squidPorts: number[]
  socksPort: number
  /** microsocks on [::1], for IPv6 proxy addresses. */
  socksV6Port: number
  echoUrl: string
  /** microsocks on 127.0.0.1 whose connections to IPv6 hosts leave from ::1. */
  socksV6ExitPort: number
  /** The echo on [::1], which that proxy can reach (CHECK_ECHO6_URL). */
  echo6Url: string
  closedPort: number
  silentPort: number
  garbagePort: number
  countingPort: number
  countingStatsUrl: string
}

/** Whether a server can listen on the port now. */
function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
}

/**
 * A port nothing listens on now, for a server started a moment later: 8000-11999, below Linux's
 * ephemeral range (32768-60999). A port the system hands out for port 0 is handed out again, to
 * another bind(0) or to any outgoing connection's own end, and the suites make thousands on loopback:
 * the full run twice saw a Worker's wrangler dev fail with "Address already in use" on its port,
 * picked seconds before while another suite was busy. Apart from refusingPort's range and from the
 * demo inventory's listen ports (20000 up).
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 8_000 + Math.floor(Math.random() * 4_000)
    if (await canListen(port, host)) return port
  }
  throw new Error('no free port in 8000-11999')
}

/**
 * A port that refuses connections for the whole run: free now, below Linux's ephemeral range
 * (32768-60999), so no server that binds port 0 and no outgoing connection can take it later, and below
 * the demo inventory's listen ports (20000 up, worker/src/dev/demo-inventory.ts), which the suites import
 * and serve. A port from freePort() is handed out again: the full run once saw the checker's "refused"
 * port answered by a server another suite had started on it, silent, so the check timed out instead.
 */
export async function refusingPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 12_000 + Math.floor(Math.random() * 8_000)
    if (await canListen(port, '127.0.0.1')) return port
  }
  throw new Error('no free port below the ephemeral range')
}

async function waitForPort(port: number, child: ChildProcess, name: string, host = '127.0.0.1', timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = tcpConnect(port, host, () => resolve(true)).on('error', () => resolve(false))
      socket.unref()
      setTimeout(() => socket.destroy(), 500)
    })
    if (open) return
    await new Promise((wait) => setTimeout(wait, 100))
  }
  throw new Error(`${name} did not listen on ${host} port ${port} within ${timeoutMs} ms`)
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const force = setTimeout(() => child.kill('SIGKILL'), 3000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

function findSquidHelper(): string {
  const known = ['/usr/lib/squid/basic_ncsa_auth', '/usr/lib64/squid/basic_ncsa_auth', '/usr/libexec/squid/basic_ncsa_auth']
  const found = known.find((path) => existsSync(path))
  if (found) return found
  const listed = execFileSync('dpkg', ['-L', 'squid'], { encoding: 'utf8' }).split('\n')
  const helper = listed.find((path) => path.endsWith('/basic_ncsa_auth'))
  if (!helper) throw new Error('basic_ncsa_auth not found: apt-get install squid')
  return helper
}

/**
 * Squid in a temp dir of its own (config, htpasswd, pid and logs; no cache), listening on `ports`
 * loopback ports, allowing only authenticated users (CONNECT to any port). Started as root it drops to
 * its unprivileged cache user, so the dir is opened to that user.
 */
export async function startSquid(users: ProxyLogin[], count = 1): Promise<Closable & { ports: number[]; pid: number | undefined }> {
  const dir = mkdtempSync(join(tmpdir(), 'checker-squid-'))
  chmodSync(dir, 0o777)
  const passwords = join(dir, 'htpasswd')
  users.forEach((user, at) => {
    // htpasswd (apache2-utils) writes $apr1$ MD5 hashes, which basic_ncsa_auth reads.
    execFileSync('htpasswd', [...(at === 0 ? ['-c'] : []), '-b', passwords, user.username, user.password], { stdio: 'ignore' })
  })
  chmodSync(passwords, 0o644)
  const ports = await Promise.all(Array.from({ length: count }, freePort))
  const config = [
    ...ports.map((port) => `http_port 127.0.0.1:${port}`),
    `pid_filename ${dir}/squid.pid`,
    `cache_log ${dir}/cache.log`,
    'access_log none',
    'cache deny all',
    'cache_mem 0 MB',
    `coredump_dir ${dir}`,
    'netdb_filename none',
    'pinger_enable off',
    'shutdown_lifetime 0 seconds',
    `auth_param basic program ${findSquidHelper()} ${passwords}`,
    'auth_param basic children 3 startup=1 idle=1',
    'auth_param basic realm checker-test',
    'acl authenticated proxy_auth REQUIRED',
    'http_access allow authenticated',
    'http_access deny all',
  ]
  writeFileSync(join(dir, 'squid.conf'), `${config.join('\n')}\n`)
  // /usr/sbin is not on every user's PATH.
  const squid = ['/usr/sbin/squid', '/usr/bin/squid'].find((path) => existsSync(path)) ?? 'squid'
  const child = spawn(squid, ['-N', '-f', join(dir, 'squid.conf')], { cwd: dir, stdio: 'ignore' })
  const close = async () => {
    await stopProcess(child)
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (const port of ports) await waitForPort(port, child, 'squid')
  } catch (error) {
    await close()
    throw error
  }
  return { ports, close, pid: child.pid }
}

/**
 * microsocks (SOCKS5) on a loopback port (IPv4, or IPv6 with host '::1'), with one user/password login;
 * `exit`: the address its outgoing connections leave from (microsocks uses it for hosts of its family).
 */
export async function startMicrosocks(login: ProxyLogin, host = '127.0.0.1', exit?: string): Promise<Closable & { port: number }> {
  const port = await freePort(host)
  const args = ['-i', host, '-p', String(port), '-u', login.username, '-P', login.password, ...(exit ? ['-b', exit] : [])]
  const child = spawn('microsocks', args, { stdio: 'ignore' })
  try {
    await waitForPort(port, child, 'microsocks', host)
  } catch (error) {
    await stopProcess(child)
    throw error
  }
  return { port, close: () => stopProcess(child) }
}

async function listen(server: Server, host = '127.0.0.1'): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return address.port
}

/** A TCP server that keeps its sockets until closed (they are destroyed then, so close() returns). */
async function tcpServer(onSocket: (socket: Socket) => void): Promise<Closable & { port: number }> {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    onSocket(socket)
  })
  const port = await listen(server)
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    })
  return { port, close }
}

/** Answers every HTTP request with the caller's address, as text (what an IP-echo service does), on `host`. */
export async function startEcho(host = '127.0.0.1'): Promise<Closable & { url: string }> {
  const server = createHttpServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.end(`${(request.socket.remoteAddress ?? '').replace(/^::ffff:/, '')}\n`)
  })
  const port = await listen(server, host)
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/ip`
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/**
 * A minimal HTTP CONNECT proxy with basic auth that answers after `delayMs` and counts the CONNECTs
 * waiting for their answer at once (a client's next check on a connection slot can only start after
 * its previous one was answered, so this is how many checks ran together, free of close-timing races);
 * `GET {statsUrl}` answers `{peak, total}`, `POST {statsUrl}` resets them.
 */
export async function startCountingProxy(login: ProxyLogin, delayMs: number): Promise<Closable & { port: number; statsUrl: string }> {
  let waiting = 0
  const stats = { peak: 0, total: 0 }
  const expected = `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`
  const proxy = await tcpServer((socket) => {
    let head = ''
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1')
      if (!head.includes('\r\n\r\n')) return
      socket.off('data', onData)
      waiting++
      stats.total++
      stats.peak = Math.max(stats.peak, waiting)
      const [, target = ''] = /^CONNECT (\S+) HTTP\/1\.[01]\r\n/.exec(head) ?? []
      const authorized = head.split('\r\n').some((line) => line.toLowerCase() === `proxy-authorization: ${expected.toLowerCase()}`)
      setTimeout(() => {
        waiting--
        if (!authorized) return void socket.end('HTTP/1.1 407 Proxy Authentication Required\r\nContent-Length: 0\r\n\r\n')
        const colon = target.lastIndexOf(':')
        const upstream = tcpConnect(Number(target.slice(colon + 1)), target.slice(0, colon).replace(/^\[|\]$/g, ''), () => {
          socket.write('HTTP/1.1 200 Connection established\r\n\r\n')
          upstream.pipe(socket).pipe(upstream)
        })
        upstream.on('error', () => socket.destroy())
        socket.on('close', () => upstream.destroy())
      }, delayMs)
    }
    socket.on('data', onData)
  })
  const control = createHttpServer((request, response) => {
    if (request.method === 'POST') Object.assign(stats, { peak: 0, total: 0 })
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(stats))
  })
  const controlPort = await listen(control)
  return {
    port: proxy.port,
    statsUrl: `http://127.0.0.1:${controlPort}/stats`,
    close: async () => {
      await proxy.close()
      await new Promise<void>((resolve) => control.close(() => resolve()))
    },
  }
}

/** Everything the checker's tests use, with one login for squid, microsocks and the counting proxy. */
export async function startProxyServers(options: { squidPorts?: number; countingDelayMs?: number } = {}) {
  const login = { username: 'checker', password: 'Checker2026' }
  const started = await Promise.allSettled([
    startSquid([login], options.squidPorts ?? 2),
    startMicrosocks(login),
    // Needs the IPv6 loopback address (::1), as Debian has it.
    startMicrosocks(login, '::1'),
    startEcho(),
    // A proxy leaving from ::1 for IPv6 hosts, and the IPv6 echo (CHECK_ECHO6_URL).
    startMicrosocks(login, '127.0.0.1', '::1'),
    startEcho('::1'),
    tcpServer(() => {}),
    // Whatever arrives is answered with bytes that are neither HTTP nor SOCKS5; the connection stays open.
    tcpServer((socket) => socket.once('data', () => socket.write('\x07\x00garbage\r\n\r\n'))),
    startCountingProxy(login, options.countingDelayMs ?? 150),
  ] as const)
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const close = async () => {
    await Promise.all(running.map((server) => server.close()))
  }
  const [squid, socks, socksV6, echo, socksV6Exit, echo6, silent, garbage, counting] = started
  if (
    squid.status === 'rejected' ||
    socks.status === 'rejected' ||
    socksV6.status === 'rejected' ||
    echo.status === 'rejected' ||
    socksV6Exit.status === 'rejected' ||
    echo6.status === 'rejected' ||
    silent.status === 'rejected' ||
    garbage.status === 'rejected' ||
    counting.status === 'rejected'
  ) {
    await close()
    const failed = started.find((result) => result.status === 'rejected')
    throw failed?.reason
  }
  const servers: ProxyServers = {
    login,
    squidPorts: squid.value.ports,
    socksPort: socks.value.port,
    socksV6Port: socksV6.value.port,
    echoUrl: echo.value.url,
    socksV6ExitPort: socksV6Exit.value.port,
    echo6Url: echo6.value.url,
    closedPort: await refusingPort(),
    silentPort: silent.value.port,
    garbagePort: garbage.value.port,
    countingPort: counting.value.port,
    countingStatsUrl: counting.value.statsUrl,
  }
  return { servers, close }
}
