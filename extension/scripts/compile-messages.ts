import { compile } from '@inlang/paraglide-js'

/** The extension uses the product's one text catalogue (apps/portal/messages); the popup sets the locale. */
await compile({
  project: '../apps/portal/project.inlang',
  outdir: './src/paraglide',
  outputStructure: 'message-modules',
  strategy: ['globalVariable', 'baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
})

// The inlang SDK leaves a handle open for ~30 s after compiling; nothing is pending once compile resolves.
process.exit(0)
