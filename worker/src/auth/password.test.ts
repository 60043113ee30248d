import { describe, expect, it } from 'vitest'
import { timingSafeEqual } from './crypto'
import { hashPassword, PASSWORD_ITERATIONS, verifyPassword } from './password'

const pepper = 'pepper-0123456789-0123456789-012345'

describe('password hashing', () => {
  it('stores PBKDF2-SHA256 at 100,000 iterations with its parameters and a fresh salt', async () => {
    const a = await hashPassword('Secret123', pepper, PASSWORD_ITERATIONS)
    const b = await hashPassword('Secret123', pepper, PASSWORD_ITERATIONS)
    expect(a).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/)
    expect(a).not.toBe(b)
  })

  it('verifies the right password only, and only with the right pepper', async () => {
    const stored = await hashPassword('Secret123', pepper, 1000)
    expect(await verifyPassword('Secret123', stored, pepper)).toBe(true)
    expect(await verifyPassword('secret123', stored, pepper)).toBe(false)
    expect(await verifyPassword('Secret123', stored, `${pepper}x`)).toBe(false)
  })

  it('refuses malformed hashes and more iterations than production Workers allow', async () => {
    expect(await verifyPassword('x', 'md5$abc', pepper)).toBe(false)
    expect(await verifyPassword('x', 'pbkdf2-sha256$200000$AAAA$BBBB', pepper)).toBe(false)
  })

  it('compares secrets without telling where they differ', () => {
    expect(timingSafeEqual('abc', 'abc')).toBe(true)
    expect(timingSafeEqual('abc', 'abd')).toBe(false)
    expect(timingSafeEqual('abc', 'abcd')).toBe(false)
    expect(timingSafeEqual('', '')).toBe(true)
  })
})
