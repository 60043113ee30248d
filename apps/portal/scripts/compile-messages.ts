import { compile } from '@inlang/paraglide-js'

/**
 * Compiles messages/{vi,en}.json into src/paraglide. Locale: an /en prefix means English; an
 * unprefixed path takes the PARAGLIDE_LOCALE cookie (the language switch), else Vietnamese.
 */
await compile({
  project: './project.inlang',
  outdir: './src/paraglide',
  outputStructure: 'message-modules',
  strategy: ['url', 'cookie', 'baseLocale'],
  cookieName: 'PARAGLIDE_LOCALE',
  emitTsDeclarations: true,
  emitReadme: false,
  trailingSlash: 'never',
  urlPatterns: [{ pattern: '/:path(.*)?', localized: [['en', '/en/:path(.*)?']] }],
})

// The inlang SDK leaves a handle open for ~30 s after compiling; nothing is pending once compile resolves.
process.exit(0)
