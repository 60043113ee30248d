/** Applies local D1 migrations and the demo seed to .wrangler/state (what `npm run dev` uses). */
import { join } from 'node:path'
import { prepareDatabase, root } from './local-worker.ts'

await prepareDatabase(join(root, '.wrangler/state'))
