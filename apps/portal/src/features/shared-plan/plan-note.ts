import { bandwidthTiers, periodUnits } from '@proxy-portal/worker/contract/catalogue-values'
import { isErrorCode } from '@proxy-portal/worker/contract/errors'
import { periodText, tierNames } from '../../lib/labels'
import { errorText } from '../errors/error-text'

// A plan log keeps its facts as language-free parts (worker plan-statements.ts planNote):
// '50 × VN, US · basic · 1 month', '… · basic → premium', '… · +10', then ' · CODE' when it failed.
// Each part is read back here and said in the page's language; anything else is shown as stored.

const isTier = (word: string): word is (typeof bandwidthTiers)[number] => (bandwidthTiers as readonly string[]).includes(word)
const isUnit = (word: string): word is (typeof periodUnits)[number] => (periodUnits as readonly string[]).includes(word)

function partText(part: string): string {
  if (isTier(part)) return tierNames[part]()
  if (isErrorCode(part)) return errorText(part)
  const period = /^(\d+) (\w+)$/.exec(part)
  if (period?.[2] && isUnit(period[2])) return periodText(period[2], Number(period[1]))
  const change = part.split(' → ')
  if (change.length === 2 && change.every(isTier)) return change.map((tier) => tierNames[tier as keyof typeof tierNames]()).join(' → ')
  return part
}

/** A plan or order log line in the page's language: '50 × VN, US · Cơ bản · 1 tháng' on a vi page. */
export const planNoteText = (note: string) => note.split(' · ').map(partText).join(' · ')
