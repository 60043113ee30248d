/**
 * Builds the Worker as production builds it and proves local-only code is not in it: no dev
 * mailbox, no outbox, no demo seed or demo logins. Run by `npm test` and `npm run deploy:check`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root, run } from './local-worker.ts'

// Code, not comments or table definitions: what would make the outbox, the mailbox or the seed work.
const localOnly = ['"/mailbox"', 'Dev mailbox', 'outboxMailer', 'storeOutboxMail', 'seedDemo', 'demo.local', 'Customer@12345']
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
  if (found.length > 0) {
    console.error(`Local-only code is in the production build:\n  ${found.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`Production build is free of local-only code (${localOnly.length} markers checked).`)
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
