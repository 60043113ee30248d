/**
 * `npm start`: builds the portal, applies local D1 migrations, seeds demo data, serves the whole
 * product on workerd at http://localhost:8787, runs the demo's proxy node beside it (apps/node), and
 * drives the cron schedule locally.
 */
import { join } from 'node:path'
import { demoUsers } from '../worker/src/dev/demo-data.ts'
import { DEMO_HTTP_PORTS, DEMO_SOCKS_PORTS, demoNode } from '../worker/src/dev/demo-inventory.ts'
import { nodeServing, routeIpv6Prefix, startLocalEcho, startLocalNode } from './local-node.ts'
import { startLocalPayments } from './local-payments.ts'
import { applyMigrations, buildPortal, localSecrets, root, seedDemo, startWorker } from './local-worker.ts'

const port = Number(process.env.PORT ?? 8787)
const persistTo = join(root, '.wrangler/state')
const MINUTE_MS = 60_000

const started = Date.now()
console.log('Building the portal and the Worker...')
await buildPortal()
console.log('Applying local D1 migrations...')
await applyMigrations(persistTo)
// The checker reads a proxy's exit IP from an echo reached through it (CHECK_ECHO_URL).
const echo = await startLocalEcho()
// Every payment method against its local sandbox (README "Try each payment method").
const payments = await startLocalPayments(`http://localhost:${port}`)
const worker = await startWorker({
  port,
  persistTo,
  host: 'localhost',
  vars: { CHECK_ECHO_URL: echo.url, ...(echo.url6 && { CHECK_ECHO6_URL: echo.url6 }), ...payments.vars },
})
const added = await seedDemo(worker.url)
const ipv6 = routeIpv6Prefix(demoNode.ipv6Prefix)
const node = startLocalNode({
  portalUrl: worker.url,
  key: localSecrets(persistTo).DEMO_NODE_KEY,
  stateDir: join(root, '.wrangler/node-state'),
  ipv6Prefix: 'undo' in ipv6 ? demoNode.ipv6Prefix : null,
})

// wrangler dev does not fire cron triggers by itself; do what Cloudflare would do with wrangler.toml's
// two: "* * * * *" every minute, and "*/5 * * * *" on every fifth.
const fire = (cron: string) => fetch(`${worker.url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}`).catch(() => {})
let minutes = 0
const tick = () => {
  void fire('* * * * *')
  if (minutes++ % 5 === 0) void fire('*/5 * * * *')
}
// The first health pass checks the customer's proxies: only once the node serves them, or each would
// read 'connection refused' until the next pass.
await nodeServing(node, 30_000)
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
  Payment sandboxes     PayPal, card, MoMo, Perfect Money, bytepay, tazapay, zpayment: /topup, then pay on the sandbox's page
                        USDT: send a test transfer to ${payments.pages.usdtAddress} at ${payments.pages.usdtSend}
                        (README "Try each payment method")

  Proxy node            ${demoNode.name} (${demoNode.id}): the demo proxies on 127.0.0.1, HTTP ports ${DEMO_HTTP_PORTS}+ and SOCKS5 ${DEMO_SOCKS_PORTS}+,
                        leaving from 127.0.0.2 upwards; IPv6 exits from ${demoNode.ipv6Prefix}: ${'undo' in ipv6 ? 'routed to lo (undone at exit)' : ipv6.reason}
                        Try one: README "Use a demo proxy"; state in .wrangler/node-state

  Demo logins           ${demoUsers.map((u) => `${u.email} / ${u.password}`).join('\n                        ')}
  Demo data added now   ${added.length ? `${added.length} items` : 'nothing (already there)'}

  Local data            .wrangler/state (delete it to start over)
  Stop                  Ctrl+C
`)

worker.process.stdout?.pipe(process.stdout)
worker.process.stderr?.pipe(process.stderr)
const stopNode = () =>
  new Promise<void>((done) => {
    if (node.exitCode !== null || node.signalCode !== null) return done()
    node.once('exit', () => done())
    // SIGTERM: the node writes what its tunnels moved to its journal first.
    node.kill('SIGTERM')
  })
const shutdown = async () => {
  clearInterval(cron)
  await stopNode()
  if ('undo' in ipv6) ipv6.undo()
  await Promise.all([worker.stop(), echo.close(), payments.close()])
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
worker.process.on('exit', (code) => {
  clearInterval(cron)
  node.kill('SIGTERM')
  if ('undo' in ipv6) ipv6.undo()
  process.exit(code ?? 1)
})
node.on('exit', (code, signal) => {
  if (code !== 0 && signal !== 'SIGTERM') console.error(`The proxy node stopped (${signal ?? `exit ${code}`}); the portal keeps running.`)
})
