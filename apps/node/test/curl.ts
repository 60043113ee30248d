import { execFile, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'

/** `status` is the origin's answer; `proxyStatus` the proxy's answer to CONNECT (0 when none was sent). */
export type CurlResult = { exit: number; status: number; proxyStatus: number; body: string; stderr: string }

/**
 * curl, the client nobody here wrote, as customers run it. Answers its exit code (0 ok, 56/97 a
 * proxy that refused), the HTTP status it got (the proxy's own for a refused CONNECT), and the body.
 */
export function curl(args: string[], timeoutSeconds = 10): Promise<CurlResult> {
  const all = ['--silent', '--show-error', '--max-time', String(timeoutSeconds), '--write-out', '\n%{http_code} %{http_connect}', ...args]
  return new Promise((resolve) => {
    execFile('curl', all, { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 }, (error, stdout, stderr) => {
      const cut = stdout.lastIndexOf('\n')
      const [status = 0, proxyStatus = 0] = stdout
        .slice(cut + 1)
        .split(' ')
        .map(Number)
      resolve({
        exit: error ? Number((error as { code?: number }).code ?? 1) : 0,
        status,
        proxyStatus,
        body: stdout.slice(0, cut),
        stderr,
      })
    })
  })
}

export const httpProxy = (port: number, login?: string) => ['--proxy', `http://${login ? `${login}@` : ''}127.0.0.1:${port}`]
export const socksProxy = (port: number, login?: string) => ['--proxy', `socks5h://${login ? `${login}@` : ''}127.0.0.1:${port}`]

/** A curl download left running (e.g. from `/stream`): how much it got so far, and when and how it ended. */
export type RunningCurl = { received: () => number; ended: Promise<{ exit: number; afterMs: number }>; stop: () => void }

export function curlRunning(args: string[], timeoutSeconds = 30): RunningCurl {
  const started = Date.now()
  const child = spawn('curl', ['--silent', '--max-time', String(timeoutSeconds), '--output', '-', ...args], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let received = 0
  child.stdout.on('data', (chunk: Buffer) => (received += chunk.length))
  const ended = new Promise<{ exit: number; afterMs: number }>((resolve) =>
    child.once('exit', (code) => resolve({ exit: code ?? -1, afterMs: Date.now() - started })),
  )
  return { received: () => received, ended, stop: () => child.kill() }
}

/** Bytes curl itself sent (the request) and received (headers and body) for one request: what the proxy moved for it. */
export async function curlSizes(args: string[]): Promise<{ up: number; down: number; status: number }> {
  const result = await new Promise<string>((resolve, reject) =>
    execFile(
      'curl',
      [
        '--silent',
        '--show-error',
        '--max-time',
        '30',
        '--output',
        '/dev/null',
        '--write-out',
        '%{http_code} %{size_request} %{size_header} %{size_download}',
        ...args,
      ],
      { encoding: 'utf8' },
      (error, stdout, stderr) => (error ? reject(new Error(stderr || error.message)) : resolve(stdout)),
    ),
  )
  const [status = 0, request = 0, header = 0, download = 0] = result.split(' ').map(Number)
  return { status, up: request, down: header + download }
}

/** The SHA-256 of what curl downloaded (its body, as written to stdout), and curl's exit code. */
export function curlHash(args: string[]): Promise<{ exit: number; sha256: string; bytes: number }> {
  const child = spawn('curl', ['--silent', '--max-time', '60', '--output', '-', ...args], { stdio: ['ignore', 'pipe', 'ignore'] })
  const hash = createHash('sha256')
  let bytes = 0
  child.stdout.on('data', (chunk: Buffer) => {
    bytes += chunk.length
    hash.update(chunk)
  })
  return new Promise((resolve) => child.once('close', (code) => resolve({ exit: code ?? -1, sha256: hash.digest('hex'), bytes })))
}
