import { defineConfig } from 'vitest/config'
import { WxtVitest } from 'wxt/testing/vitest-plugin'

/** Extension unit tests: WXT's fake browser (storage, messaging) and a DOM for the popup. */
export default defineConfig({
  plugins: [WxtVitest()],
  test: { name: 'extension', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
})
