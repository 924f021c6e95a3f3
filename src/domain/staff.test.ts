import { describe, expect, it } from 'vitest'

import { ACCOUNT_MESSAGES, accountChangeProblem, type StaffAccountState } from './staff'

const owner: StaffAccountState = { id: 1, role: 'owner', active: true }
const second: StaffAccountState = { id: 2, role: 'owner', active: true }
const clerk: StaffAccountState = { id: 3, role: 'staff', active: true }

describe('accountChangeProblem', () => {
  it('lets an owner disable, enable, promote and demote others', () => {
    const accounts = [owner, second, clerk]
    expect(accountChangeProblem(accounts, 1, 3, { active: false })).toBeUndefined()
    expect(accountChangeProblem(accounts, 1, 3, { role: 'owner' })).toBeUndefined()
    expect(accountChangeProblem(accounts, 1, 2, { role: 'staff' })).toBeUndefined()
  })

  it('refuses disabling or demoting oneself', () => {
    const accounts = [owner, second]
    expect(accountChangeProblem(accounts, 1, 1, { active: false })).toBe(
      ACCOUNT_MESSAGES.notYourself,
    )
    expect(accountChangeProblem(accounts, 1, 1, { role: 'staff' })).toBe(
      ACCOUNT_MESSAGES.notYourself,
    )
    expect(accountChangeProblem(accounts, 1, 1, { role: 'owner', active: true })).toBeUndefined()
  })

  it('keeps one active owner', () => {
    const disabledOwner = { ...second, active: false }
    expect(accountChangeProblem([owner, disabledOwner, clerk], 3, 1, { role: 'staff' })).toBe(
      ACCOUNT_MESSAGES.lastOwner,
    )
    expect(accountChangeProblem([owner, second], 3, 1, { active: false })).toBeUndefined()
  })

  it('has nothing to say about an unknown account', () => {
    expect(accountChangeProblem([owner], 1, 9, { active: false })).toBeUndefined()
  })
})
