import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { authRedirect, bearerAuthorization, LOGIN_PATH, usableToken } from './auth'
import { readCookie } from './cookies'

describe('the bearer rule', () => {
  it('sends any non-empty token other than the text "undefined" as a bearer credential', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s !== 'undefined'),
        (token) => {
          expect(bearerAuthorization(token)).toBe(`Bearer ${token}`)
        },
      ),
    )
  })

  it.each([undefined, null, '', 'undefined'])('sends no header for %j', (token) => {
    expect(bearerAuthorization(token)).toBeUndefined()
  })

  it('does not check the token’s format (the server does)', () => {
    expect(bearerAuthorization('not.a.jwt')).toBe('Bearer not.a.jwt')
    expect(bearerAuthorization('Undefined')).toBe('Bearer Undefined')
  })
})

describe('the auth guard', () => {
  it('sends a visitor without a token to the login page', () => {
    expect(authRedirect('/admin', undefined)).toBe(LOGIN_PATH)
    expect(authRedirect('/admin', '')).toBe(LOGIN_PATH)
    expect(authRedirect('/admin', 'undefined')).toBe(LOGIN_PATH)
  })

  it('lets any token value through (presence only)', () => {
    expect(authRedirect('/admin', 'x')).toBeNull()
    expect(usableToken('expired-long-ago')).toBe('expired-long-ago')
  })

  it('does not redirect when already on the login page', () => {
    expect(authRedirect('/admin/login', undefined)).toBeNull()
    expect(authRedirect('/admin/login/', undefined)).toBeNull()
  })
})

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('token', 'theme=dark; token=abc%20def; other=1')).toBe('abc def')
    expect(readCookie('token', 'token=')).toBe('')
    expect(readCookie('token', 'xtoken=1; tokenx=2')).toBeUndefined()
    expect(readCookie('token', '')).toBeUndefined()
  })

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('token', 'token=100%')).toBe('100%')
  })

  it('keeps "=" inside the value', () => {
    expect(readCookie('token', 'token=a=b==')).toBe('a=b==')
  })
})
