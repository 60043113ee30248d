import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { NodeFeed } from '@proxy-portal/worker/contract/node-feed'
import * as v from 'valibot'
import { writeDurably } from '../fs-atomic.ts'

/** The last feed the node applied, so a node restarted while the portal is unreachable serves it at once. */
export class FeedFile {
  private readonly path: string

  constructor(stateDir: string) {
    this.path = join(stateDir, 'feed.json')
  }

  async load(): Promise<NodeFeed | null> {
    try {
      return v.parse(NodeFeed, JSON.parse(await readFile(this.path, 'utf8')))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw new Error(`the saved feed (${this.path}) is unreadable: ${(error as Error).message}`)
    }
  }

  save(text: string): Promise<void> {
    return writeDurably(this.path, text)
  }
}
