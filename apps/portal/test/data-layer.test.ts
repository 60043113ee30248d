import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { balanced, routeFiles } from './route-files'

const src = fileURLToPath(new URL('../src', import.meta.url))
const sources = (readdirSync(src, { recursive: true }) as string[])
  .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.includes('paraglide') && !name.endsWith('.gen.ts'))
  .map((name) => join(src, name))
const text = new Map(sources.map((file) => [file, readFileSync(file, 'utf8')]))

/** The modules of src a file imports (relative imports; route files are reached through the router, not imports). */
function imports(file: string): string[] {
  const found: string[] = []
  for (const match of (text.get(file) ?? '').matchAll(/from '(\.[^']+)'/g)) {
    const base = resolve(dirname(file), match[1] ?? '')
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => text.has(candidate))
    if (target && !target.includes('/routes/')) found.push(target)
  }
  return found
}

function reachable(file: string): Set<string> {
  const seen = new Set<string>([file])
  const queue = [file]
  for (let next = queue.pop(); next; next = queue.pop()) {
    for (const target of imports(next)) {
      if (!seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
  return seen
}

// A read the page shows only after a click (a dialog's quote, a check's result) may start in the
// browser: a `// client-only:` comment on the line above says why.
const QUERY_READ = /(?:([^\n]*)\n)?[^\n]*\buse(?:Suspense)?Query\(\s*(?:\{\s*\.\.\.)?\s*(\w+)/g

/** The query options a file's components read while rendering, by name (the factory or the constant). */
function queriesRead(file: string): string[] {
  return [...(text.get(file) ?? '').matchAll(QUERY_READ)]
    .filter((match) => !(match[1] ?? '').includes('// client-only:'))
    .map((match) => match[2] ?? '')
}

describe('one way to read', () => {
  const routes = routeFiles()
  const routeOptions = (file: string) => {
    const source = text.get(join(src, 'routes', file)) ?? ''
    // The options object after `createFileRoute('/path')(` (a path may hold braces itself: `{-$id}`).
    return balanced(source, source.indexOf(')({', source.search(/create(File|Root)Route/)) + 2)
  }
  // What a route, its layouts and the root load before rendering.
  const loadedFor = (file: string) => {
    const parents = [
      '__root.tsx',
      ...routes.map((route) => route.file).filter((other) => file.startsWith(`${other.replace(/\.tsx$/, '')}/`)),
    ]
    return [file, ...parents].map(routeOptions).join('\n')
  }

  it('finds the routes and the reads', () => {
    expect(routes.length).toBeGreaterThan(30)
    expect(queriesRead(join(src, 'features/session/session-query.ts'))).toContain('sessionQuery')
  })

  it('prefetches in the loader of the route (or of a layout above it) every query its page reads while rendering', () => {
    const missing: string[] = []
    for (const route of [{ file: '__root.tsx' }, ...routes]) {
      const loaded = loadedFor(route.file)
      for (const file of reachable(join(src, 'routes', route.file))) {
        for (const query of queriesRead(file)) {
          if (!new RegExp(`\\b${query}\\b`).test(loaded)) missing.push(`${route.file}: ${query} (${relative(src, file)})`)
        }
      }
    }
    expect([...new Set(missing)]).toEqual([])
  })

  it('has no loader that swallows its failure into an empty page', () => {
    const swallowing = routes.filter((route) => /\.catch\(\s*\(\)\s*=>\s*undefined\s*\)/.test(routeOptions(route.file)))
    expect(swallowing.map((route) => route.file)).toEqual([])
  })
})

describe('one way to write', () => {
  const lib = (name: string) => join(src, 'lib', name)
  // The API client is called by query options (reads) and by call modules (writes, run by the mutation helper).
  const readers = (file: string) => /(queries|-query)\.ts$/.test(file)
  const callModules = sources.filter((file) => file.endsWith('-calls.ts'))

  it('calls the API client only in query options and call modules', () => {
    const outside = sources.filter(
      // (building a link's address, `api().….$url()`, calls nothing)
      (file) =>
        !readers(file) &&
        !callModules.includes(file) &&
        file !== lib('api.ts') &&
        /\bapi\(\)|\bunwrap\(/.test((text.get(file) ?? '').replace(/\bapi\(\)[^\n]*\.\$url\(/g, '')),
    )
    expect(outside.map((file) => relative(src, file))).toEqual([])
  })

  it('sends every change through the mutation helper: what call modules export is only called inside its run()', () => {
    const direct: string[] = []
    for (const file of sources) {
      const source = text.get(file) ?? ''
      // The spans of source inside the parentheses of each `run(…)`.
      const inRun: [number, number][] = []
      for (const match of source.matchAll(/\brun\(/g)) {
        let depth = 0
        for (let at = (match.index ?? 0) + 3; at < source.length; at++) {
          if (source[at] === '(') depth++
          else if (source[at] === ')' && --depth === 0) {
            inRun.push([match.index ?? 0, at])
            break
          }
        }
      }
      for (const match of source.matchAll(/import \{([^}]+)\} from '(\.[^']+-calls)'/g)) {
        for (const name of (match[1] ?? '').split(',').map((part) => part.trim())) {
          if (!name || name.startsWith('type ')) continue
          // A call (`name(` or `name.call(`) outside a run(): the API is called past the helper.
          for (const use of source.matchAll(new RegExp(`\\b${name}\\s*(?:\\.\\w+\\s*)?\\(`, 'g'))) {
            const at = use.index ?? 0
            if (!inRun.some(([from, to]) => at > from && at < to)) direct.push(`${relative(src, file)}: ${name}`)
          }
        }
      }
    }
    expect(direct).toEqual([])
  })

  it('has one mutation helper: nothing else uses useMutation, keeps a busy flag or reads failures its own way', () => {
    const own = sources.filter((file) => file !== lib('api-mutation.ts') && /\buseMutation\b/.test(text.get(file) ?? ''))
    const busy = sources.filter((file) => /\[\s*busy\s*,\s*setBusy\s*\]/.test(text.get(file) ?? ''))
    const failureReaders = sources.filter((file) => file !== lib('api-mutation.ts') && /function failureOf\b/.test(text.get(file) ?? ''))
    expect({ own, busy, failureReaders }).toEqual({ own: [], busy: [], failureReaders: [] })
  })
})
