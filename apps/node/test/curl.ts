import { execFile } from 'node:child_process'

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
