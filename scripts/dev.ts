/**
 * `npm run dev`: the portal under `vite dev` (hot reload) on the same Worker, with the same local
 * state and secrets as `npm start`; migrations applied and demo data seeded first.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { applyMigrations, localSecrets, root, run, seedDemo } from './local-worker.ts'

const persistTo = join(root, '.wrangler/state')
const port = Number(process.env.PORT ?? 5173)
await run(['scripts/compile-messages.ts'], { quiet: true })
await applyMigrations(persistTo)
const vite = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'dev', '--port', String(port), '--strictPort'], {
  cwd: join(root, 'apps/portal'),
  // vite.config.ts hands these to the Worker as vars in dev only.
  env: { ...process.env, ...localSecrets(persistTo) },
  stdio: 'inherit',
})
const url = `http://localhost:${port}`
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${url}/api/health`)).ok) break
  } catch {
    // not up yet
  }
  await new Promise((wait) => setTimeout(wait, 500))
}
await seedDemo(url)
console.log(`\nDev server: ${url} (demo logins as printed by npm start)`)
vite.on('exit', (code) => process.exit(code ?? 0))
