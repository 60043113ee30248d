import { describe, expect, it } from 'vitest'
import { csvDocument, spreadsheetCell } from './csv'

describe('CSV for spreadsheets', () => {
  it('quotes commas, quotes and line breaks, and keeps formulas from running', () => {
    expect(spreadsheetCell('plain')).toBe('plain')
    expect(spreadsheetCell('a,b')).toBe('"a,b"')
    expect(spreadsheetCell('say "hi"')).toBe('"say ""hi"""')
    expect(spreadsheetCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(spreadsheetCell('-1+2')).toBe("'-1+2")
    expect(spreadsheetCell(-5)).toBe('-5')
    expect(spreadsheetCell(null)).toBe('')
    expect(csvDocument(['a', 'b'], [[1, 'x\ny']])).toBe('a,b\r\n1,"x\ny"\r\n')
  })
})
