import type { CallStep } from './shop-fuzz-calls'
import { charge, keyExpired, type Planned, refused, refusedInLock, type ShopModel } from './shop-fuzz-model'
import { DAY_MS, periodLength } from './shop-fuzz-prices'
import { KEY_PACKAGE } from './shop-fuzz-shop'

const KEEP_EXPIRED_MS = 3 * DAY_MS

/** Keys of the package: refused when the rotating stock is short (checked first), then when the balance is; else new keys in use. */
function buyKeys(model: ShopModel, step: Extract<CallStep, { kind: 'key-buy' }>): Planned {
  if (model.keyStock < step.amount) return refused('NOT_ENOUGHT_KEY')
  const total = KEY_PACKAGE.price * step.amount
  const after = (model.balances[step.user] ?? 0) - total
  if (after < 0) return refusedInLock('NOT_ENOUGH_MONEY')
  return {
    expected: { ok: true, balance: after },
    locked: true,
    commit: (seen) => {
      const ids = seen.ok ? (seen.id ?? '').split(',').filter(Boolean) : []
      if (ids.length !== step.amount || ids.some((id) => model.keys.has(id))) {
        throw new Error(`a key purchase must make ${step.amount} new keys, got ${JSON.stringify(seen)}`)
      }
      charge(model, step.user, total)
      model.keyStock -= step.amount
      const expiresAt = model.now + periodLength(KEY_PACKAGE.period)
      for (const id of ids) {
        model.keys.set(id, { id, user: step.user, status: 'using', released: false, expiresAt, autoRenew: false, failedFor: null })
      }
    },
  }
}

/** Only the holder's expired key renews (NOT_EXPIRE while it runs), while it holds its endpoint (KEY_EXPIRED after 3 days). */
function renewKey(model: ShopModel, step: Extract<CallStep, { kind: 'key-renew' }>): Planned {
  const key = model.keys.get(step.keyId)
  if (!key || key.user !== step.user) return refused('NOT_FOUND')
  if (key.released || model.now >= key.expiresAt + KEEP_EXPIRED_MS) return refused('KEY_EXPIRED')
  if (!keyExpired(key, model.now)) return refused('NOT_EXPIRE')
  const after = (model.balances[key.user] ?? 0) - KEY_PACKAGE.renewPrice
  if (after < 0) return refusedInLock('NOT_ENOUGH_MONEY')
  return {
    expected: { ok: true, id: key.id, balance: after },
    locked: true,
    commit: () => {
      charge(model, key.user, KEY_PACKAGE.renewPrice)
      Object.assign(key, { status: 'using', expiresAt: model.now + periodLength(KEY_PACKAGE.period), failedFor: null })
    },
  }
}

/** What a key call must do, by the model's rules. */
export function planKeyCall(model: ShopModel, step: Extract<CallStep, { kind: 'key-buy' | 'key-renew' }>): Planned {
  return step.kind === 'key-buy' ? buyKeys(model, step) : renewKey(model, step)
}
