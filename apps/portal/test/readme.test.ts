import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url))
const folders = (path: string) =>
  readdirSync(root(path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
const whereThingsAre = () => {
  const readme = readFileSync(root('README.md'), 'utf8')
  return readme.slice(readme.indexOf('## Where things are'), readme.indexOf('## Deploying'))
}

// The README is one hop from everything: a folder added without a line there fails here.
describe("the README's 'where things are'", () => {
  it('names every folder of worker/src', () => {
    const section = whereThingsAre()
    expect(folders('worker/src').filter((name) => !section.includes(`worker/src/${name}/`))).toEqual([])
  })

  it('names every feature folder of the portal', () => {
    const section = whereThingsAre()
    expect(folders('apps/portal/src/features').filter((name) => !new RegExp(`\\n  ${name}/ `).test(section))).toEqual([])
  })
})

describe('the ADRs', () => {
  it('each say their date and status', () => {
    const adrs = readdirSync(root('docs/decisions')).filter((name) => name.endsWith('.md'))
    const missing = adrs.filter(
      (name) => !/^Date: \d{4}-\d{2}-\d{2} · Status: \w+/m.test(readFileSync(root(`docs/decisions/${name}`), 'utf8')),
    )
    expect(adrs.length).toBeGreaterThan(20)
    expect(missing).toEqual([])
  })
})
