import { readFileSync } from 'node:fs'

/** The node program's version, as its package.json says (reported in every heartbeat). */
export const version: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version
