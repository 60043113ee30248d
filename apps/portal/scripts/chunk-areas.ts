import type { Plugin } from 'vite'

/**
 * The browser's chunks per area of the portal (the speed budget, ADR 0038). Rolldown's automatic
 * splitting gives every set of route chunks that shares a module a chunk of its own, so a workspace page
 * fetched some 40 scripts, most under 1 KiB (a message, an icon). Rolldown's groups match module ids or
 * share counts, not "which routes reach this module", hence this walk over the module graph:
 * - a module only signed-in workspace routes reach, that several of them or the workspace layouts reach,
 *   goes into one `workspace` chunk (`admin` when only admin pages reach it);
 * - a module that public pages (or a lazily loaded module) reach as well is grouped by that set of public
 *   roots alone: every module in such a chunk is one each of those pages needs, so a public page never
 *   fetches more than before (and never a workspace chunk), while a workspace page fetches one chunk where
 *   it fetched a dozen;
 * - what the entry reaches, or one route alone, stays where Rolldown puts it (the first-load chunk, or
 *   that route's chunk).
 */

/** What Rolldown's `getModuleInfo` answers that the walk reads. */
type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { code: string | null; importers: readonly string[]; dynamicImporters: readonly string[]; importedIds: readonly string[] } | null
}

// A message (paraglide) or an icon (lucide) is imported through its package's index, and Rolldown lists
// every importer of that index as an importer of each message and icon, whether it uses it or not. Their
// real importers are the ones whose code uses them (`m.buy_stock_left(`, `import { Wallet } from
// 'lucide-react'`). Missing one (an icon imported under an old alias) only costs bytes, never a module:
// the page then fetches the chunk the module went into.
type Usage = { path: RegExp; names: (code: string) => string[]; uses: (names: string) => RegExp }
const pascal = (kebab: string) => kebab.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())
const usages: Usage[] = [
  {
    path: /[\\/]paraglide[\\/]messages[\\/]/,
    names: (code) => [...code.matchAll(/export (?:const (\w+)|\{ \w+ as "(\w+)" \})/g)].map((match) => match[1] ?? match[2] ?? ''),
    uses: (names) => new RegExp(`\\.(${names})\\b`),
  },
  {
    // An icon is also exported under its old names (`PlayCircle` for `CirclePlay`), listed as `aliases`.
    path: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
    names: (code) => [
      ...[...code.matchAll(/const (\w+) = createLucideIcon\(/g)].map((match) => match[1] ?? ''),
      ...[...(/aliases: \[([^\]]*)\]/.exec(code)?.[1] ?? '').matchAll(/"([\w-]+)"/g)].map((match) => pascal(match[1] ?? '')),
    ],
    uses: (names) => new RegExp(`import\\s*\\{[^}]*\\b(Lucide)?(${names})(Icon)?\\b[^}]*\\}\\s*from\\s*["']lucide-react["']`),
  },
]

const packageIndex =
  /[\\/](paraglide[\\/]messages[\\/]_index\.js|paraglide[\\/]messages\.js|lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs)$/

/** The importers, with a package index replaced by the modules that import it. */
function throughIndexes(importers: readonly string[], graph: ModuleGraph, seen = new Set<string>()): string[] {
  return importers.flatMap((importer) => {
    if (seen.has(importer)) return []
    seen.add(importer)
    return packageIndex.test(importer) ? throughIndexes(graph.getModuleInfo(importer)?.importers ?? [], graph, seen) : [importer]
  })
}

function importersOf(id: string, graph: ModuleGraph): readonly string[] {
  const info = graph.getModuleInfo(id)
  if (!info) return []
  const usage = usages.find(({ path }) => path.test(id))
  const names = usage && info.code ? usage.names(info.code).filter(Boolean) : []
  if (!usage || names.length === 0) return info.importers
  const using = usage.uses(names.join('|'))
  const real = throughIndexes(info.importers, graph).filter((importer) => using.test(graph.getModuleInfo(importer)?.code ?? ''))
  return real.length > 0 ? real : info.importers
}

const routePath = (id: string) => /[\\/]src[\\/]routes[\\/]([^?]*)/.exec(id)?.[1]?.replaceAll('\\', '/')
// A route's component and loader, split by TanStack's router plugin into a module of their own.
const isRouteChunk = (id: string) => id.includes('?tsr-split=') && routePath(id) !== undefined
// A module joins the workspace chunk when this many workspace routes use it (or a layout does): fewer
// routes are left to Rolldown, so a page does not fetch much code only other pages need. Measured on
// /dashboard: 4 routes gave 17 scripts and 195 KiB, 6 gives 20 and 190 KiB, 8 gave 22 and 187 KiB.
const MIN_ROUTES = 6
// A module this small (characters of code: a message, an icon, a helper) that four workspace routes share joins
// the workspace chunk too: a request of its own costs a page more than its bytes cost the others (a message or
// an icon two pages share made a chunk of 0.2 KiB). Only one that imports packages and messages alone: an app
// module it imported could stay in a chunk that imports the workspace chunk back (a circle). From two routes
// on, the workspace chunk grew by 13 KiB; from four, by 1.3 KiB for 2 requests fewer on /dashboard, 7 on
// /manage-private-proxy.
const SMALL = 1000
const SMALL_MIN_ROUTES = 4
const leafImport = /[\\/](node_modules|paraglide)[\\/]/
function isSmallLeaf(id: string, graph: ModuleGraph): boolean {
  const info = graph.getModuleInfo(id)
  return !!info?.code && info.code.length < SMALL && info.importedIds.every((imported) => leafImport.test(imported))
}
// The layouts every workspace page renders inside.
const workspaceLayouts = new Set(['_app.tsx', '_app/_private.tsx'])

type Area = 'workspace' | 'admin' | 'public'

// A lazily loaded module (a dialog's form fetched on opening) belongs to the area of the pages that load it:
// one only workspace pages load is a workspace root, so the modules it shares with them stay in the workspace
// chunk rather than in a chunk of their own that every workspace page would fetch.
const lazyAreas = new Map<string, Area>()
function area(root: string, graph: ModuleGraph): Area {
  const path = routePath(root) ?? ''
  if (isRouteChunk(root)) return !path.startsWith('_app') ? 'public' : path.startsWith('_app/_private/admin') ? 'admin' : 'workspace'
  const known = lazyAreas.get(root)
  if (known) return known
  lazyAreas.set(root, 'public') // a module that loads itself, through others, is public
  const loaders = (graph.getModuleInfo(root)?.dynamicImporters ?? []).flatMap((importer) => [...rootsOf(importer, graph)])
  const areas = loaders.map((loader) => area(loader, graph))
  const found: Area =
    areas.length === 0 || areas.includes('public') ? 'public' : areas.every((one) => one === 'admin') ? 'admin' : 'workspace'
  lazyAreas.set(root, found)
  return found
}

/** The modules that load `id` through static imports: dynamically imported ones, and entries (no importer). */
function rootsOf(id: string, graph: ModuleGraph, seen = new Set<string>(), roots = new Set<string>()): Set<string> {
  if (seen.has(id)) return roots
  seen.add(id)
  const info = graph.getModuleInfo(id)
  if (!info) return roots
  if (info.dynamicImporters.length > 0 || info.importers.length === 0) roots.add(id)
  for (const importer of importersOf(id, graph)) rootsOf(importer, graph, seen, roots)
  return roots
}

/** A short stable name for a set of module ids (FNV-1a). */
function hashOf(ids: string[]): string {
  let hash = 0x811c9dc5
  for (const char of ids.sort().join('\n')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash.toString(36)
}

// The pages of signing in and up: their forms share fields, alerts and error texts with the signed-in pages.
const isAuthForm = (root: string) => {
  const path = routePath(root)
  return path === undefined || path.startsWith('_auth') || path === '_plain/confirm-email.tsx'
}
const login = '_auth/auth/login.tsx'

/**
 * The chunk of a module that public pages use as well as signed-in ones: one per set of public roots, so a
 * public page fetches only modules it needs, except that every set holding the login page among sign-in and
 * sign-up forms (and lazily loaded modules) is one `common-auth` chunk. The login page needs every module in
 * it; a signed-in page fetches one chunk where it fetched four (error texts, fields, alerts, messages), and
 * the other sign-up pages a little code only the login page needs.
 */
function commonChunk(outside: string[]): string {
  const auth = outside.some((root) => routePath(root) === login && isRouteChunk(root)) && outside.every(isAuthForm)
  return auth ? 'common-auth' : `common-${hashOf(outside)}`
}

/** Rolldown `codeSplitting.groups[].name`: the chunk for module `id`, or null to leave it to Rolldown. */
export function areaChunk(id: string, graph: ModuleGraph): string | null {
  // A route's own chunk stays its own: were it moved into a group, Rolldown would leave a facade chunk for
  // its dynamic import, and modules only it uses would land there, importing the group back (a cycle).
  if (isRouteChunk(id)) return null
  const roots = [...rootsOf(id, graph)]
  const entry = roots.some((root) => graph.getModuleInfo(root)?.dynamicImporters.length === 0)
  if (entry || roots.length === 0) return null
  const outside = roots.filter((root) => area(root, graph) === 'public')
  if (outside.length > 0) return outside.length < roots.length ? commonChunk(outside) : null
  const layout = roots.some((root) => workspaceLayouts.has(routePath(root) ?? '') && isRouteChunk(root))
  const small = roots.length >= SMALL_MIN_ROUTES && isSmallLeaf(id, graph)
  if (!layout && !small && roots.length < MIN_ROUTES) return null
  return roots.every((root) => area(root, graph) === 'admin') ? 'admin' : 'workspace'
}

/**
 * Fails the build when chunks import each other in a circle: with the groups above not pulling in their
 * dependencies, a misplaced module (an icon under a name the walk does not know) can make one, and then a
 * component is still undefined when a page renders it.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const imports = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item.imports]] : [])))
      const done = new Set<string>()
      const visit = (file: string, path: string[]): void => {
        if (path.includes(file))
          this.error(`chunks import each other in a circle: ${[...path.slice(path.indexOf(file)), file].join(' -> ')}`)
        if (done.has(file)) return
        for (const next of imports.get(file) ?? []) visit(next, [...path, file])
        done.add(file)
      }
      for (const file of imports.keys()) visit(file, [])
    },
  }
}
