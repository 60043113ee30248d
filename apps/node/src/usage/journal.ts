import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { type UsageItem, UsageReport } from '@proxy-portal/worker/contract/node-feed'
import * as v from 'valibot'
import { syncFolder, writeDurably } from '../fs-atomic.ts'

/** The contract's most items in one batch. */
const MAX_ITEMS = 20_000
/** Acknowledged batches are kept until a feed says the allowances count them, or this long. */
const KEEP_ACKED_MS = 24 * 3600_000

const State = v.object({ epoch: v.string(), lastSeq: v.number(), ackedSeq: v.number() })
type State = v.InferOutput<typeof State>

const fileOf = (seq: number) => `batch-${String(seq).padStart(12, '0')}.json`

/**
 * Usage batches on disk, numbered (epoch, seq) and each written durably before it is sent, so a node
 * killed at any moment re-sends what the portal may not have counted, under the same number (which
 * the portal counts once), and never gives a number twice.
 */
export class Journal {
  readonly epoch: string
  private readonly dir: string
  private state: State
  private readonly batches = new Map<number, UsageReport>()
  private writes: Promise<void> = Promise.resolve()

  private constructor(dir: string, state: State) {
    this.dir = dir
    this.state = state
    this.epoch = state.epoch
  }

  static async open(dir: string): Promise<Journal> {
    await mkdir(dir, { recursive: true })
    const stateFile = join(dir, 'state.json')
    const saved = await readFile(stateFile, 'utf8').then(
      (text) => v.parse(State, JSON.parse(text)),
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null
        throw new Error(`the usage journal's state (${stateFile}) is unreadable: ${error.message}`)
      },
    )
    const journal = new Journal(dir, saved ?? { epoch: randomBytes(12).toString('hex'), lastSeq: 0, ackedSeq: 0 })
    for (const name of (await readdir(dir)).filter((entry) => /^batch-\d{12}\.json$/.test(entry)).sort()) {
      const report = v.parse(UsageReport, JSON.parse(await readFile(join(dir, name), 'utf8')))
      journal.batches.set(report.seq, report)
      journal.state.lastSeq = Math.max(journal.state.lastSeq, report.seq)
    }
    if (!saved) await journal.saveState()
    return journal
  }

  /** Numbers what the meter took as one or more batches (now, so nothing else takes those numbers). */
  reserve(items: UsageItem[], from: number, to: number): UsageReport[] {
    const reports: UsageReport[] = []
    for (let at = 0; at < items.length; at += MAX_ITEMS) {
      reports.push({ epoch: this.epoch, seq: ++this.state.lastSeq, from, to, items: items.slice(at, at + MAX_ITEMS) })
    }
    return reports
  }

  /** Writes reserved batches to disk, each flushed before it counts as written. */
  persist(reports: UsageReport[]): Promise<void> {
    return this.serially(async () => {
      for (const report of reports) {
        await writeDurably(join(this.dir, fileOf(report.seq)), JSON.stringify(report))
        this.batches.set(report.seq, report)
      }
    })
  }

  /** Written and not yet acknowledged, oldest first: the order they are sent in. */
  unacknowledged(): UsageReport[] {
    return [...this.batches.values()].filter((report) => report.seq > this.state.ackedSeq).sort((a, b) => a.seq - b.seq)
  }

  /** Every batch still on disk (acknowledged ones too, until a feed counts them). */
  kept(): UsageReport[] {
    return [...this.batches.values()]
  }

  acknowledge(seq: number): Promise<void> {
    return this.serially(async () => {
      if (seq <= this.state.ackedSeq) return
      this.state.ackedSeq = seq
      await this.saveState()
    })
  }

  /** Deletes acknowledged batches the portal's allowances already count (or that are a day old). */
  prune(counted: { epoch: string; seq: number } | null, now: number): Promise<void> {
    return this.serially(async () => {
      const countedSeq = counted?.epoch === this.epoch ? counted.seq : 0
      const done = [...this.batches.values()].filter(
        (report) => report.seq <= this.state.ackedSeq && (report.seq <= countedSeq || report.to < now - KEEP_ACKED_MS),
      )
      if (!done.length) return
      // The state (with the highest number given) is on disk before any batch file goes.
      await this.saveState()
      for (const report of done) {
        await rm(join(this.dir, fileOf(report.seq)), { force: true })
        this.batches.delete(report.seq)
      }
      await syncFolder(this.dir)
    })
  }

  private saveState(): Promise<void> {
    return writeDurably(join(this.dir, 'state.json'), JSON.stringify(this.state))
  }

  private serially(work: () => Promise<void>): Promise<void> {
    const next = this.writes.then(work)
    this.writes = next.catch(() => {})
    return next
  }
}
