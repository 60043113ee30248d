/**
 * Compiles the product's one text catalogue (apps/portal/messages) for each place that shows text:
 * the portal (locale from the URL and cookie), the Worker (e-mails; each call names its locale) and
 * the extension (the popup sets the locale).
 */

import { join } from 'node:path'
import { compile } from '@inlang/paraglide-js'

const root = join(import.meta.dirname, '..')
const project = join(root, 'apps/portal/project.inlang')
const common = { project, outputStructure: 'message-modules', emitTsDeclarations: true, emitReadme: false } as const

await Promise.all([
  compile({
    ...common,
    outdir: join(root, 'apps/portal/src/paraglide'),
    strategy: ['url', 'cookie', 'baseLocale'],
    cookieName: 'PARAGLIDE_LOCALE',
    trailingSlash: 'never',
    urlPatterns: [{ pattern: '/:path(.*)?', localized: [['en', '/en/:path(.*)?']] }],
  }),
  compile({ ...common, outdir: join(root, 'worker/src/paraglide'), strategy: ['baseLocale'] }),
  compile({ ...common, outdir: join(root, 'extension/src/paraglide'), strategy: ['globalVariable', 'baseLocale'] }),
])

// The inlang SDK leaves a handle open for ~30 s after compiling; nothing is pending once compile resolves.
process.exit(0)
