import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { GOOGLE_TEST_CLIENT_ID, paymentTestKeys, testPasswordIterations, testSecrets } from './test/constants.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The model-based fuzzes: a project of their own, so their long runs (faults, object resets) share no storage with the rest. */
const FUZZ_FILES = ['test/*-fuzz.test.ts']

/**
 * Worker tests run inside workerd with real local D1 (migrations applied) and Durable Objects.
 * Outside providers are local servers speaking their protocols (test/servers), started in Node.
 */
export const workerProject = (name: string, include: string[], exclude: string[] = []) =>
  defineConfig(async () => {
    const migrations = await readD1Migrations(here('../migrations'))
    return {
      plugins: [
        cloudflareTest(({ inject }) => {
          const urls = inject('providerUrls')
          const proxies = inject('proxyServers')
          return {
            wrangler: { configPath: here('../wrangler.toml') },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: migrations,
                ...testSecrets,
                // New password hashes take 1,000 PBKDF2 iterations, not production's 100,000 (about 20 ms each, a
                // third of this project's CPU); register.test.ts checks production's count (ADR 0043).
                PASSWORD_ITERATIONS: testPasswordIterations,
                GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
                GOOGLE_JWKS_URL: `${urls.googleKeys}/certs`,
                TEST_GOOGLE_KEYS_URL: urls.googleKeys,
                TEST_SITEVERIFY_URL: urls.siteverify,
                TEST_MAIL_API_URL: urls.mailApi,
                TEST_TRONGRID_URL: urls.trongrid,
                TEST_INVOICE_API_URL: urls.invoices,
                // Every payment method on, against its local server (tests of a method that is off use an env without it).
                ...paymentTestKeys,
                PAYPAL_API_URL: urls.paypal,
                MOMO_API_URL: urls.momo,
                CARD_API_URL: urls.card,
                BYTEPAY_API_URL: urls.bytepay,
                TAZAPAY_API_URL: urls.tazapay,
                ZPAYMENT_API_URL: urls.zpayment,
                TRONGRID_API_URL: urls.trongrid,
                INVOICE_API_URL: urls.invoices,
                // The proxy checker against local squid/microsocks (test/servers/proxy-servers.ts), with a short bound.
                CHECK_ECHO_URL: proxies.echoUrl,
                CHECK_ECHO6_URL: proxies.echo6Url,
                CHECK_TIMEOUT_MS: '1500',
                // The local proxies listen on loopback; names are judged through the local DNS-over-HTTPS stand-in.
                CHECK_ALLOW_LOOPBACK: 'true',
                CHECK_DOH_URL: urls.dnsJson,
                // Production limits, but the IP-change allowance counts over a day: its test counts exactly.
                // Tests that need a window to pass use short windows of their own (RATE_LIMITS, ADR 0021).
                RATE_LIMITS: 'ipChangesPerUser=200/86400',
                // A key's change-IP call waits this long for its node; tests that need the node run a stand-in (key-fixtures.ts).
                KEY_CHANGE_WAIT_MS: '1500',
                TEST_PROXY_SERVERS: JSON.stringify(proxies),
                // The money fuzz's replay: FUZZ_SEED='<seed> <path> <replayPath>' as a failure prints it; FUZZ_RUNS to search longer.
                FUZZ_SEED: process.env.FUZZ_SEED ?? '',
                FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
              },
            },
          }
        }),
      ],
      // The tests run the product as `npm start` does: local mode (outbox mail, dev mailbox).
      define: { __LOCAL_MODE__: 'true' },
      resolve: {
        // The portal is built and tested end to end on its own; here the Worker's routing sees a stand-in.
        alias: { '@proxy-portal/portal/server': here('./test/portal-stand-in.ts') },
      },
      test: {
        name,
        include,
        exclude,
        globalSetup: ['./test/servers/global-setup.ts'],
        setupFiles: ['./test/fresh-database.ts'],
        isolate: false,
        // Every file starts from empty storage (reset() in the setup file), and the files share the local
        // D1: two files running at once would see each other's rows (a long fuzz made that visible).
        fileParallelism: false,
        // Beside the browser lane (scripts/test.ts) a storm of concurrent calls can pass 5 s on two cores.
        testTimeout: 20_000,
      },
    }
  })

// The pure tests beside the code run in plain Node (vitest.unit.config.ts); only those that need workerd run here.
export default workerProject('worker', ['src/**/*.workerd.test.ts', 'test/**/*.test.ts'], FUZZ_FILES)
