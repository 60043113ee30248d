import { describe, expect, it } from 'vitest'
import { planNoteText } from './plan-note'

// The portal's base language is Vietnamese, the one a page without /en reads in.
describe('a plan log line', () => {
  it('says its stored parts in the page language and keeps what it does not know', () => {
    expect(planNoteText('50 × VN, US · basic · 1 month')).toBe('50 × VN, US · Cơ bản · 1 tháng')
    expect(planNoteText('50 × VN · premium · basic → premium')).toBe('50 × VN · Cao cấp · Cơ bản → Cao cấp')
    expect(planNoteText('60 × VN · basic · 3 day · NOT_ENOUGT_PROXY')).toBe('60 × VN · Cơ bản · 3 ngày · Không đủ proxy trong kho')
    expect(planNoteText('60 × VN · basic · VN → US · +10')).toBe('60 × VN · Cơ bản · VN → US · +10')
    expect(planNoteText('changed by support')).toBe('changed by support')
  })
})
