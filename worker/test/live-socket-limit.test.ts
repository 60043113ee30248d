import { describe, expect, it, vi } from 'vitest'
import { LIVE_CLOSED_TOO_MANY, LIVE_SOCKETS_PER_USER } from '../src/contract/events'
import { bearer, login, signedInAdmin, verifiedCustomer } from './accounts'
import { adminTopup } from './money'
import { request } from './worker'

type Socket = { ws: WebSocket; closedWith: number | null; got: { type: string }[] }

/** Opens /api/ws as the portal does and says hello. */
async function connect(token: string): Promise<Socket> {
  const response = await request('/api/ws', { headers: { upgrade: 'websocket', ...bearer(token) } })
  expect(response.status).toBe(101)
  const ws = response.webSocket
  if (!ws) throw new Error('no websocket in the answer')
  ws.accept()
  const socket: Socket = { ws, closedWith: null, got: [] }
  ws.addEventListener('close', (event) => {
    socket.closedWith = event.code
  })
  ws.addEventListener('message', (message) => socket.got.push(JSON.parse(String(message.data))))
  ws.send(JSON.stringify({ type: 'hello', after: 0 }))
  return socket
}

/** Issue 12 item 13, first half: a bounded number of live sockets per user (ADR 0021). */
describe('live sockets per user', () => {
  it(`keeps at most ${LIVE_SOCKETS_PER_USER} open: each newer one closes the oldest, and the rest still get events`, async () => {
    await verifiedCustomer('tabs@portal.test')
    const { accessToken, user } = await login('tabs@portal.test')
    await verifiedCustomer('other@portal.test')
    const other = await connect((await login('other@portal.test')).accessToken)
    const sockets: Socket[] = []
    for (let i = 0; i < LIVE_SOCKETS_PER_USER + 2; i++) sockets.push(await connect(accessToken))

    const [first, second, ...newest] = sockets
    await vi.waitFor(() => {
      expect([first?.closedWith, second?.closedWith]).toEqual([LIVE_CLOSED_TOO_MANY, LIVE_CLOSED_TOO_MANY])
    })
    expect(newest.map((socket) => socket.closedWith)).toEqual(Array(LIVE_SOCKETS_PER_USER).fill(null))
    // Another user's socket is theirs: it stays.
    expect(other.closedWith).toBeNull()

    const admin = await signedInAdmin()
    expect((await adminTopup(admin.accessToken, user._id, 50_000)).status).toBe(200)
    await vi.waitFor(() => {
      for (const socket of newest) expect(socket.got.map((event) => event.type)).toContain('balance')
    })
    for (const socket of [...newest, other]) socket.ws.close()
  })
})
