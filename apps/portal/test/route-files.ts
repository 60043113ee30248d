import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const src = fileURLToPath(new URL('../src', import.meta.url))
const routesDir = join(src, 'routes')

/** Who may open a route: its pathless layouts decide (a signed-in visitor is sent away from /auth). */
export type Audience = 'anyone' | 'visitor' | 'customer' | 'admin'

export type RouteFile = {
  /** Relative to src/routes, e.g. `_app/_private/order/index.tsx`. */
  file: string
  source: string
  /** The address it serves, with an optional `{-$id}` left out; '' segments dropped. */
  path: string
  audience: Audience
  /** A pathless layout (`_app.tsx`) or a parent with children (`admin.tsx`) rather than a page. */
  layout: boolean
  /** It takes an optional id in its last segment (`{-$id}`). */
  takesId: boolean
  /** The names its address search parameters go by (empty when it reads none). */
  searchKeys: string[]
}

/** The text of the object literal (or call) starting at `from`, braces balanced. */
export function balanced(text: string, from: number): string {
  const start = text.indexOf('{', from)
  let depth = 0
  for (let at = start; at < text.length; at++) {
    if (text[at] === '{') depth++
    else if (text[at] === '}' && --depth === 0) return text.slice(start, at + 1)
  }
  return ''
}

function sourcesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((name) => /\.tsx?$/.test(name)).map((name) => join(dir, name))
}

/** Keys of the route's `validateSearch`, inline or a schema exported from elsewhere in src. */
function searchKeysOf(source: string): string[] {
  const at = source.indexOf('validateSearch:')
  if (at < 0) return []
  const named = /validateSearch:\s*([A-Za-z_]\w*)\s*,/.exec(source.slice(at))?.[1]
  let body = named ? '' : balanced(source, at)
  if (named) {
    for (const file of sourcesUnder(src)) {
      const text = readFileSync(file, 'utf8')
      const defined = text.indexOf(`export const ${named} =`)
      if (defined >= 0) body = balanced(text, defined)
    }
  }
  // Object keys are written `key:` (biome's format); a ternary's colon has a space before it.
  return [...new Set([...body.matchAll(/(\w+):/g)].map((match) => match[1] ?? ''))]
}

function audienceOf(segments: string[]): Audience {
  if (segments.includes('_auth')) return 'visitor'
  if (segments.includes('admin')) return 'admin'
  if (segments.includes('_private')) return 'customer'
  return 'anyone'
}

/** Every route file of the portal, with the address it serves. */
export function routeFiles(): RouteFile[] {
  const files = sourcesUnder(routesDir).map((file) => relative(routesDir, file))
  return files
    .filter((file) => file !== '__root.tsx')
    .map((file) => {
      // A dot in a file's name is a slash in its address (flat routes: admin/users.$id.tsx is /admin/users/$id).
      const segments = file.replace(/\.tsx?$/, '').split(/[/.]/)
      const pathSegments = segments.filter((part) => !part.startsWith('_') && part !== 'index' && part !== '{-$id}')
      const source = readFileSync(join(routesDir, file), 'utf8')
      const isParent = files.some((other) => other.startsWith(`${file.replace(/\.tsx?$/, '')}/`))
      return {
        file,
        source,
        path: `/${pathSegments.join('/')}`,
        audience: audienceOf(segments),
        layout: isParent,
        takesId: segments.at(-1) === '{-$id}',
        searchKeys: searchKeysOf(source),
      }
    })
}
