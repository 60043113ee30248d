import { open, rename } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * Writes a file so that after a crash or power loss it holds either the old or the new text, never
 * half of one: the new text goes to a temporary file, is flushed to disk, renamed over the old one,
 * and the folder (which records the rename) is flushed too.
 */
export async function writeDurably(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`
  const file = await open(temporary, 'w', 0o600)
  try {
    await file.writeFile(text)
    await file.sync()
  } finally {
    await file.close()
  }
  await rename(temporary, path)
  await syncFolder(dirname(path))
}

export async function syncFolder(path: string): Promise<void> {
  const folder = await open(path, 'r')
  try {
    await folder.sync()
  } finally {
    await folder.close()
  }
}
