import { beforeEach, describe, expect, it } from 'vitest'
import type { PlanView } from '../src/contract/plans'
import { readProxyLine } from '../src/domain/proxy-lines'
import { validationOf } from './accounts'
import { addSharedProxies, boughtPlan, type Customer, callAs, customer, seedSharedShop } from './plan-fixtures'

async function exported(who: Customer, query: string) {
  const response = await callAs(who, `plan/export?${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return { response, body: await response.text() }
}

describe("the plan's export", () => {
  let buyer: Customer
  let plan: PlanView
  beforeEach(async () => {
    await seedSharedShop()
    await addSharedProxies(55, 'US')
    buyer = await customer('planner', 2_000_000)
    plan = (await boughtPlan(buyer)).plan
  })

  it('keeps its line formats under their old names, colon by default', async () => {
    for (const [query, protocol] of [
      ['', 'http'],
      ['format=colon', 'http'],
      ['format=at', 'http'],
      ['format=http', 'http'],
      ['format=socks5', 'socks5'],
    ] as const) {
      const { response, body } = await exported(buyer, query)
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="shared-plan-${plan.username}.txt"`)
      const lines = body.split('\n').filter(Boolean)
      expect(lines).toHaveLength(50)
      for (const line of lines) {
        expect(readProxyLine(line, protocol)).toMatchObject({ ok: true, proxy: { username: plan.username, password: plan.password } })
      }
    }
  })

  it('writes CSV, JSON and custom templates with the same writer as every export', async () => {
    const csv = await exported(buyer, 'format=csv')
    expect(csv.response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.response.headers.get('content-disposition')).toBe(`attachment; filename="shared-plan-${plan.username}.csv"`)
    const rows = csv.body.split('\n').filter(Boolean)
    expect(rows[0]).toBe('host,http_port,socks_port,username,password,country,type,expires_at,tag,comment')
    expect(rows).toHaveLength(51)

    const json = JSON.parse((await exported(buyer, 'format=json')).body) as Record<string, unknown>[]
    expect(json).toHaveLength(50)
    expect(json[0]).toMatchObject({
      username: plan.username,
      password: plan.password,
      countryCode: 'US',
      type: 'ipv4 static',
      expiresAt: new Date(plan.expiresAt).toISOString(),
      tag: '',
      comment: '',
    })

    const custom = await exported(buyer, `format=custom&template=${encodeURIComponent('{user}@{country}')}`)
    expect(new Set(custom.body.split('\n').filter(Boolean))).toEqual(new Set([`${plan.username}@US`]))
  })

  it("refuses an unknown format or template with 'exportFormatInvalid'", async () => {
    expect(await validationOf(callAs(buyer, 'plan/export?format=pdf'))).toEqual({ format: 'exportFormatInvalid' })
    expect(await validationOf(callAs(buyer, 'plan/export?format=custom&template=%7Bnope%7D'))).toEqual({
      template: 'exportFormatInvalid',
    })
  })
})
