import { evictDurableObject } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import type { SentEvent } from '../src/durable-objects/live-events'
import { sepaySignature } from '../src/providers/payments/sepay'
import { bearer, call, expectError, login, signedInAdmin, verifiedCustomer } from './accounts'
import { paymentTestKeys } from './constants'
import { adminTopup, userAccount } from './money'
import { request } from './worker'

type Socket = { ws: WebSocket; got: Extract<SentEvent, { type: 'topup' }>[] }

/** Opens /api/ws as the portal does; with `after`, says hello with the last seq it saw. */
async function connect(token: string, after?: number): Promise<Socket> {
  const response = await request('/api/ws', { headers: { upgrade: 'websocket', ...bearer(token) } })
  expect(response.status).toBe(101)
  const ws = response.webSocket
  if (!ws) throw new Error('no websocket in the answer')
  ws.accept()
  const got: Socket['got'] = []
  ws.addEventListener('message', (message) => got.push(JSON.parse(String(message.data))))
  if (after !== undefined) ws.send(JSON.stringify({ type: 'hello', after }))
  return { ws, got }
}

/** Waits until the socket holds `count` events, and answers them. */
const eventsOf = (socket: Socket, count: number) =>
  vi.waitFor(() => {
    expect(socket.got.length).toBeGreaterThanOrEqual(count)
    return socket.got
  })

async function customer(name: string) {
  await verifiedCustomer(`${name}@portal.test`)
  const { accessToken, user } = await login(`${name}@portal.test`)
  const { code } = (await (await call('/api/bill/get-bill', undefined, { headers: bearer(accessToken) })).json()) as { code: string }
  return { token: accessToken, code, userId: user._id }
}

/** A signed SePay webhook for a transfer carrying the user's content code (one bank transaction per `tx`). */
async function bankTransfer(code: string, tx: number, amount: number): Promise<Response> {
  const body = JSON.stringify({
    ...{ id: tx, accountNumber: '0123456789', content: `CK ${code} nap tien`, transferType: 'in' },
    ...{ transferAmount: amount, referenceCode: `FT${tx}` },
  })
  const timestamp = Math.floor(Date.now() / 1000)
  const signature = await sepaySignature(body, paymentTestKeys.SEPAY_HMAC_SECRET, timestamp)
  const headers = { 'content-type': 'application/json', 'x-sepay-signature': signature, 'x-sepay-timestamp': `${timestamp}` }
  const response = await request('/api/bill/webhook/sepay', { method: 'POST', headers, body })
  expect(response.status).toBe(200)
  return response
}

describe('live events', () => {
  it('/api/ws refuses a visitor without a session with the catalogue 401, and upgrades for a signed-in user', async () => {
    await expectError(request('/api/ws', { headers: { upgrade: 'websocket' } }), 401, 'INVALID_TOKEN')
    await expectError(request('/api/ws', { headers: { upgrade: 'websocket', ...bearer('not-a-token') } }), 401, 'INVALID_TOKEN')
    const { token } = await customer('an')
    const socket = await connect(token, 0)
    socket.ws.close()
  })

  it("a credited top-up reaches every open socket of its user with { id, amount, bonus }, and nobody else's", async () => {
    const an = await customer('an')
    const binh = await customer('binh')
    const [first, second, other] = await Promise.all([connect(an.token, 0), connect(an.token, 0), connect(binh.token, 0)])
    await bankTransfer(an.code, 1, 2_000_000)
    await bankTransfer(binh.code, 2, 50_000)
    for (const socket of [first, second]) {
      expect(await eventsOf(socket, 1)).toEqual([
        { type: 'topup', id: expect.any(String), amount: 2_000_000, bonus: 200_000, seq: 1, at: expect.any(Number) },
      ])
    }
    expect(await eventsOf(other, 1)).toMatchObject([{ type: 'topup', amount: 50_000, bonus: 0, seq: 1 }])
    expect(other.got).toHaveLength(1)
  })

  it('a repeated webhook pushes its top-up once; a client back with its last seq catches up in order, once; eviction keeps it', async () => {
    const an = await customer('an')
    const live = await connect(an.token, 0)
    await Promise.all([bankTransfer(an.code, 1, 100_000), bankTransfer(an.code, 1, 100_000)])
    await bankTransfer(an.code, 1, 100_000)
    await bankTransfer(an.code, 2, 200_000)
    expect((await eventsOf(live, 2)).map((event) => [event.seq, event.amount])).toEqual([
      [1, 100_000],
      [2, 200_000],
    ])
    live.ws.close()

    const back = await connect(an.token)
    await bankTransfer(an.code, 3, 300_000)
    await bankTransfer(an.code, 3, 300_000)
    back.ws.send(JSON.stringify({ type: 'hello', after: 1 }))
    await bankTransfer(an.code, 4, 400_000)
    expect((await eventsOf(back, 3)).map((event) => [event.seq, event.amount])).toEqual([
      [2, 200_000],
      [3, 300_000],
      [4, 400_000],
    ])
    await evictDurableObject(userAccount(an.userId))
    await bankTransfer(an.code, 5, 500_000)
    expect((await eventsOf(back, 4)).map((event) => event.seq)).toEqual([2, 3, 4, 5])
  })

  it('a new browser (hello after -1) gets no history, only where to go on from, then new events', async () => {
    const an = await customer('an')
    await bankTransfer(an.code, 1, 100_000)
    await bankTransfer(an.code, 2, 200_000)
    const fresh = await connect(an.token, -1)
    await bankTransfer(an.code, 3, 300_000)
    expect(await eventsOf(fresh, 2)).toEqual([
      { type: 'welcome', seq: 2 },
      expect.objectContaining({ type: 'topup', seq: 3, amount: 300_000 }),
    ])
  })

  it('any other balance change reaches open pages as a passing notice (no seq, not replayed)', async () => {
    const an = await customer('an')
    const admin = await signedInAdmin()
    const live = await connect(an.token, 0)
    await adminTopup(admin.accessToken, an.userId, 70_000)
    expect(await eventsOf(live, 1)).toEqual([{ type: 'balance', balance: 70_000 }])
    const later = await connect(an.token, 0)
    await bankTransfer(an.code, 1, 100_000)
    expect((await eventsOf(later, 1))[0]).toMatchObject({ type: 'topup', seq: 1 })
  })

  it('the same order result published twice (two replays in one millisecond) is kept and sent once', async () => {
    const an = await customer('an')
    const live = await connect(an.token, 0)
    const event = { type: 'plan', planId: 'pl_same', message: 'BUY_SUCCESS', time: 1_800_000_000_000, isSuccess: true } as const
    const [first, second] = await Promise.all([userAccount(an.userId).publish(event, 1), userAccount(an.userId).publish(event, 2)])
    expect(second.seq).toBe(first.seq)
    const next = await userAccount(an.userId).publish({ ...event, message: 'RENEW_SUCCESS' }, 3)
    expect(next.seq).toBe(first.seq + 1)
    expect((await eventsOf(live, 2)).map((sent) => sent.seq)).toEqual([first.seq, next.seq])
  })
})
