/**
 * Builds the Worker as production builds it and proves local-only code is not in it: no dev
 * mailbox, no outbox, no demo seed or demo logins, no payment sandbox (its pages, its test keys) and
 * no provider configured at a local address. Run by `npm test` and `npm run deploy:check`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { paymentTestKeys } from '../worker/test/constants.ts'
import { root, run } from './local-worker.ts'

// Code, not comments or table definitions: what would make the outbox, the mailbox or the seed work.
const localOnly = ['"/mailbox"', 'Dev mailbox', 'outboxMailer', 'storeOutboxMail', 'seedDemo', 'demo.local', 'Customer@12345']
// The payment sandboxes npm start runs (scripts/local-payments.ts): their pages and the test keys they accept
// (not the payee's name, which is also the production default).
const { PM_PAYEE_NAME, ...sandboxKeys } = paymentTestKeys
localOnly.push('Local sandbox', 'startLocalPayments', ...Object.values(sandboxKeys))
const outDir = mkdtempSync(join(tmpdir(), 'production-build-'))
try {
  await run([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'production', '--outDir', outDir], {
    cwd: join(root, 'apps/portal'),
    quiet: true,
  })
  const serverDir = join(outDir, 'server')
  const found: string[] = []
  for (const name of readdirSync(serverDir, { recursive: true }) as string[]) {
    if (!name.endsWith('.js')) continue
    const code = readFileSync(join(serverDir, name), 'utf8')
    for (const marker of localOnly) if (code.includes(marker)) found.push(`${name}: ${marker}`)
  }
  // The deployed configuration names the real providers (or none), never a sandbox on this machine.
  const vars = (JSON.parse(readFileSync(join(serverDir, 'wrangler.json'), 'utf8')) as { vars?: Record<string, unknown> }).vars ?? {}
  for (const [name, value] of Object.entries(vars))
    if (/\/\/(127\.|localhost)/.test(String(value))) found.push(`wrangler.json: ${name}=${value}`)
  // Nor the tests' settings: fewer password-hash iterations, short rate-limit windows, a checker that dials loopback.
  for (const name of ['PASSWORD_ITERATIONS', 'RATE_LIMITS', 'CHECK_ALLOW_LOOPBACK'])
    if (name in vars) found.push(`wrangler.json: ${name} is a test setting`)
  if (found.length > 0) {
    console.error(`Local-only code is in the production build:\n  ${found.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`Production build is free of local-only code (${localOnly.length} markers checked).`)
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
