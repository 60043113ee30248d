import { compile } from '@inlang/paraglide-js'

/** The Worker's texts (e-mails) come from the product's one catalogue; each call names its locale. */
await compile({
  project: '../apps/portal/project.inlang',
  outdir: './src/paraglide',
  outputStructure: 'message-modules',
  strategy: ['baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
})

// The inlang SDK leaves a handle open for ~30 s after compiling; nothing is pending once compile resolves.
process.exit(0)
