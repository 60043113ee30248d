import { defineConfig } from 'vitest/config'
import e2e from './vitest.config.ts'

/**
 * The layout walk (every signed-in page at two widths, with screenshots) as a project of its own, so
 * that `npm test` runs it in the checks lane beside the other browser suites (ADR 0007): it is the
 * longest browser file, and one lane holding every browser file was the run's longest by minutes.
 */
export default defineConfig({
  ...e2e,
  test: { ...e2e.test, name: 'portal-layout', include: ['e2e/layout.test.ts'], exclude: [] },
})
