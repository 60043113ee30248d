import { env } from 'cloudflare:workers'
import { countryOf, type PlanM, SHARED_CAPACITY, type ShopModel } from './shop-fuzz-model'
import type { Country } from './shop-fuzz-shop'

/** Whether an owner holding `held` can be brought to `split`: per country, proxies with room it does not hold yet. */
export function fits(model: ShopModel, held: Set<string>, split: [Country, number][]): boolean {
  return split.every(([country, target]) => {
    const mine = [...held].filter((id) => countryOf(id) === country).length
    const room = [...model.owners].filter(([id, owners]) => countryOf(id) === country && owners < SHARED_CAPACITY && !held.has(id))
    return room.length >= target - Math.min(mine, target)
  })
}

/**
 * Takes which proxies the claims picked (at random, in the batch) from D1, after checking them
 * against the model: the plan's share in each country, each new one a proxy that had room.
 */
export async function adopt(model: ShopModel, plan: PlanM, split: [Country, number][]): Promise<void> {
  const { results } = await env.DB.prepare(
    "SELECT proxy_id AS id FROM shared_assignments WHERE owner_type = 'plan' AND owner_id = ? AND released = 0",
  )
    .bind(plan.id)
    .all<{ id: string }>()
  const now = new Set(results.map((row) => row.id))
  const perCountry = Object.fromEntries(split.map(([country]) => [country, [...now].filter((id) => countryOf(id) === country).length]))
  if (JSON.stringify(perCountry) !== JSON.stringify(Object.fromEntries(split)) || now.size !== plan.amount) {
    throw new Error(`plan ${plan.id} holds ${JSON.stringify(perCountry)}, not its shares ${JSON.stringify(split)}`)
  }
  for (const id of plan.proxies) if (!now.has(id)) model.owners.set(id, (model.owners.get(id) ?? 0) - 1)
  for (const id of now) {
    if (plan.proxies.has(id)) continue
    const owners = model.owners.get(id) ?? SHARED_CAPACITY
    if (owners >= SHARED_CAPACITY) throw new Error(`plan ${plan.id} got ${id}, which had no room (${owners} owners)`)
    model.owners.set(id, owners + 1)
  }
  plan.proxies = now
}
