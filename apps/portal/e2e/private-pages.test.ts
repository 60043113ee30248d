import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { logIn } from './money-helpers'
import { browserSuite } from './suite'

const suite = browserSuite()
const routesDir = fileURLToPath(new URL('../src/routes', import.meta.url))

/** Every page address the route files define: pathless layouts (`_app`) dropped, optional parameters left out. */
function pagePaths(): string[] {
  const files = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'))
  const paths = files
    .filter((file) => !file.startsWith('__root'))
    .map((file) => {
      const segments = file
        .replace(/\.tsx$/, '')
        .split('/')
        .filter((segment) => !segment.startsWith('_') && segment !== 'index' && !segment.startsWith('{-$'))
        .map((segment) => segment.replace(/^\$/, ''))
      return `/${segments.join('/')}`
    })
  return [...new Set(paths)].sort()
}

describe('signed-in pages are not cached (issue 12, item 7)', () => {
  it('serves every page, in both languages, to a signed-in admin with Cache-Control: no-store', async () => {
    const { page } = await suite.open()
    await logIn(page.request, 'admin', 'Admin@12345')
    const paths = pagePaths()
    expect(paths).toEqual(expect.arrayContaining(['/manage-private-proxy', '/account', '/admin', '/topup', '/order']))
    const stored: string[] = []
    let served = 0
    for (const path of [...paths, ...paths.map((path) => `/en${path === '/' ? '' : path}`)]) {
      // Not followed: a guest-only page's redirect of a signed-in visitor is an answer of its own.
      const response = await page.request.get(path, { maxRedirects: 0 })
      if (response.status() === 200) served++
      if (response.headers()['cache-control'] !== 'no-store')
        stored.push(`${path} ${response.status()}: ${response.headers()['cache-control']}`)
    }
    expect(stored).toEqual([])
    // Most of them are the signed-in pages themselves, rendered with the admin's data.
    expect(served).toBeGreaterThan(paths.length)
  })
})
