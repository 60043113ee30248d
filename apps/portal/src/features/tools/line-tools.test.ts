import { describe, expect, it } from 'vitest'
import { tidyLines } from './line-tools'

const list = ' 10.0.0.10:80:u:p \n10.0.0.9:80:u:p\n\n10.0.0.10:80:u:p\r\nB\nb\n'

describe('the line tool', () => {
  it('removes duplicates after trimming, keeping the first, and drops empty lines', () => {
    expect(tidyLines(list, { dedupe: true, sort: 'none', ignoreCase: false })).toEqual({
      lines: ['10.0.0.10:80:u:p', '10.0.0.9:80:u:p', 'B', 'b'],
      input: 5,
      removed: 1,
    })
    expect(tidyLines(list, { dedupe: true, sort: 'none', ignoreCase: true }).lines).toEqual(['10.0.0.10:80:u:p', '10.0.0.9:80:u:p', 'B'])
  })

  it('sorts numbers inside lines by value, up or down', () => {
    const sorted = tidyLines('b\n10.0.0.10\na\n10.0.0.9\n', { dedupe: false, sort: 'asc', ignoreCase: false }).lines
    expect(sorted).toEqual(['10.0.0.9', '10.0.0.10', 'a', 'b'])
    expect(tidyLines('b\n10.0.0.10\na\n10.0.0.9\n', { dedupe: false, sort: 'desc', ignoreCase: false }).lines).toEqual(sorted.reverse())
  })

  it('keeps every line when only sorting', () => {
    expect(tidyLines('x\nx\n', { dedupe: false, sort: 'asc', ignoreCase: false })).toEqual({ lines: ['x', 'x'], input: 2, removed: 0 })
  })
})
