import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router'
import { describe, expect, it } from 'vitest'

import {
  AppError,
  CRAWLER_USER_AGENT,
  createError,
  errorMessage,
  isCrawler,
  notFoundError,
  pageValidationError,
  toErrorInfo,
} from './errors'

describe('createError', () => {
  it('defaults to a non-fatal 500 with the general title as message', () => {
    const error = createError()
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ statusCode: 500, fatal: false, message: 'Internal Server Error' })
  })

  it('keeps the given status, message and fatality', () => {
    expect(createError({ statusCode: 409, message: 'Taken', fatal: true })).toMatchObject({
      statusCode: 409,
      message: 'Taken',
      fatal: true,
    })
    expect(createError('Plain message')).toMatchObject({
      statusCode: 500,
      message: 'Plain message',
    })
  })
})

describe('the specification’s errors', () => {
  it('an unknown route is a non-fatal 404 "Page not found: {path}"', () => {
    expect(toErrorInfo(notFoundError('/nope'))).toEqual({
      statusCode: 404,
      message: 'Page not found: /nope',
      fatal: false,
    })
  })

  it('a page validation failure is a fatal 404 "Page Not Found: {path}"', () => {
    expect(toErrorInfo(pageValidationError('/result'))).toEqual({
      statusCode: 404,
      message: 'Page Not Found: /result',
      fatal: true,
    })
  })
})

describe('toErrorInfo', () => {
  it('treats an unhandled Error as a fatal 500 with its own message', () => {
    expect(toErrorInfo(new TypeError('x is undefined'))).toEqual({
      statusCode: 500,
      message: 'x is undefined',
      fatal: true,
    })
  })

  it('reads router error responses (a loader’s `throw data(…, status)`)', () => {
    expect(toErrorInfo(new ErrorResponseImpl(404, 'Not Found', null))).toEqual({
      statusCode: 404,
      message: 'Not Found',
      fatal: false,
    })
    expect(
      toErrorInfo(new ErrorResponseImpl(503, '', { message: 'Down for maintenance' })),
    ).toEqual({
      statusCode: 503,
      message: 'Down for maintenance',
      fatal: true,
    })
  })

  it('turns thrown non-errors into a 500', () => {
    expect(toErrorInfo('boom')).toEqual({ statusCode: 500, message: 'boom', fatal: true })
    expect(toErrorInfo(undefined)).toEqual({
      statusCode: 500,
      message: 'Internal Server Error',
      fatal: true,
    })
  })
})

describe('crawler user agents', () => {
  it('uses the specification’s pattern', () => {
    expect(CRAWLER_USER_AGENT.source).toBe('bot\\b|chrome-lighthouse|facebookexternalhit|google\\b')
    expect(CRAWLER_USER_AGENT.flags).toBe('i')
  })

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (Linux; Android 11) Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; Google Web Preview)',
    'Slackbot-LinkExpanding 1.0',
  ])('recognises %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true)
  })

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'RobotArmBrowser/1.0 (botanical garden kiosk)',
    '',
  ])('lets a person’s browser through: %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(false)
  })
})

describe('errorMessage', () => {
  it('says what went wrong, or that something did', () => {
    expect(errorMessage(new Error('The room is taken.'))).toBe('The room is taken.')
    expect(errorMessage(new Error(''))).toBe('Something went wrong.')
    expect(errorMessage('text')).toBe('Something went wrong.')
    expect(errorMessage(undefined)).toBe('Something went wrong.')
  })
})
