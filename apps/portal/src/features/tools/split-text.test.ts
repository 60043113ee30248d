import { describe, expect, it } from 'vitest'
import { splitPieces, splitText } from './split-text'

const base = { text: 'a,b,c,d,e', delimiter: ',', start: '1', end: '', joiner: '\n' }

describe('the split tool', () => {
  it('keeps the pieces from start to end, inclusive, joined by the output separator', () => {
    expect(splitText({ ...base, start: '2', end: '4' })).toEqual({ ok: true, output: 'b\nc\nd', kept: 3, total: 5 })
    expect(splitText({ ...base, start: '3', end: '3', joiner: ';' })).toEqual({ ok: true, output: 'c', kept: 1, total: 5 })
  })

  it('reads an empty end as the last piece, and an end past the last as the last', () => {
    expect(splitText({ ...base, start: '4' })).toMatchObject({ ok: true, output: 'd\ne', kept: 2 })
    expect(splitText({ ...base, start: '4', end: '99' })).toMatchObject({ ok: true, output: 'd\ne', kept: 2 })
    expect(splitText({ ...base, start: '9' })).toMatchObject({ ok: true, output: '', kept: 0, total: 5 })
  })

  it('refuses a start after the end, and positions that are not whole numbers from 1', () => {
    expect(splitText({ ...base, start: '4', end: '2' })).toEqual({ ok: false, errors: { start: 'splitStartAfterEnd' } })
    expect(splitText({ ...base, start: '0', end: '1.5' })).toEqual({ ok: false, errors: { start: 'invalidValue', end: 'invalidValue' } })
    expect(splitText({ ...base, start: '', end: '-2' })).toEqual({ ok: false, errors: { start: 'fieldIsEmpty', end: 'invalidValue' } })
    expect(splitText({ ...base, delimiter: '' })).toEqual({ ok: false, errors: { delimiter: 'fieldIsEmpty' } })
  })

  it('splits lines ending in CRLF or a final line break without an empty last line', () => {
    expect(splitPieces('x\r\ny\r\nz\r\n', '\n')).toEqual(['x', 'y', 'z'])
    expect(splitPieces('a||b|', '|')).toEqual(['a', '', 'b'])
    expect(splitPieces('', '\n')).toEqual([])
  })
})
