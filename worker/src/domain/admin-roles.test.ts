import { describe, expect, it } from 'vitest'
import { mayGrantRole, refusalToActOn } from './admin-roles'

const owner = { id: 'owner', role: 0 }
const otherOwner = { id: 'other-owner', role: 0 }
const staff = { id: 'staff', role: 2 }
const otherStaff = { id: 'other-staff', role: 2 }
const customer = { id: 'customer', role: 1 }

describe('admin roles', () => {
  it('lets role 0 act on anyone but themself, and role 2 on anyone but role 0 and themself', () => {
    expect([otherOwner, staff, customer].map((target) => refusalToActOn(owner, target))).toEqual([null, null, null])
    expect(refusalToActOn(owner, owner)).toBe('self')
    expect([otherStaff, customer].map((target) => refusalToActOn(staff, target))).toEqual([null, null])
    expect(refusalToActOn(staff, owner)).toBe('owner')
    expect(refusalToActOn(staff, staff)).toBe('self')
  })

  it('lets only role 0 give role 0', () => {
    expect([0, 1, 2].map((role) => mayGrantRole(owner, role))).toEqual([true, true, true])
    expect([0, 1, 2].map((role) => mayGrantRole(staff, role))).toEqual([false, true, true])
  })
})
