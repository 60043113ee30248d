/**
 * `npm start`: builds the portal, applies local D1 migrations, seeds demo data, serves the whole
 * product on workerd at http://localhost:8787, and drives the cron schedule locally.
 */
import { join } from 'node:path'
import { demoUsers } from '../worker/src/dev/demo-data.ts'
import { applyMigrations, buildPortal, localSecrets, root, seedDemo, startWorker } from './local-worker.ts'

const port = Number(process.env.PORT ?? 8787)
const persistTo = join(root, '.wrangler/state')
const MINUTE_MS = 60_000

const started = Date.now()
console.log('Building the portal and the Worker...')
await buildPortal()
console.log('Applying local D1 migrations...')
await applyMigrations(persistTo)
const worker = await startWorker({ port, persistTo, host: 'localhost' })
const added = await seedDemo(worker.url)

// wrangler dev does not fire cron triggers by itself; do what Cloudflare would do with wrangler.toml's
// two: "* * * * *" every minute, and "*/5 * * * *" on every fifth.
const fire = (cron: string) => fetch(`${worker.url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}`).catch(() => {})
let minutes = 0
const tick = () => {
  void fire('* * * * *')
  if (minutes++ % 5 === 0) void fire('*/5 * * * *')
}
tick()
const cron = setInterval(tick, MINUTE_MS)

console.log(`
Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: the whole product on workerd (local D1 + Durable Objects)

  Portal (Vietnamese)   ${worker.url}/
  Portal (English)      ${worker.url}/en
  Login                 ${worker.url}/auth/login
  API health            ${worker.url}/api/health
  API reference         ${worker.url}/api/docs   (OpenAPI: ${worker.url}/api/openapi.json)
  Cron (1 and 5 min)    ${worker.url}/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*
  Dev mailbox           ${worker.url}/dev/mailbox   (mail is kept here in local mode, not sent)
  Bank webhook (SePay)  POST ${worker.url}/api/bill/webhook/sepay
                        Authorization: Apikey ${localSecrets(persistTo).SEPAY_API_KEY}
                        (README "Simulate a bank transfer" shows the whole call)

  Demo logins           ${demoUsers.map((u) => `${u.email} / ${u.password}`).join('\n                        ')}
  Demo data added now   ${added.length ? `${added.length} items` : 'nothing (already there)'}

  Local data            .wrangler/state (delete it to start over)
  Stop                  Ctrl+C
`)

worker.process.stdout?.pipe(process.stdout)
worker.process.stderr?.pipe(process.stderr)
const shutdown = async () => {
  clearInterval(cron)
  await worker.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
worker.process.on('exit', (code) => {
  clearInterval(cron)
  process.exit(code ?? 1)
})
