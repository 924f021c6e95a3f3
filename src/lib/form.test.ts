import { describe, expect, it } from 'vitest'

import { guestSchema, loginRequestSchema } from '@/api/contract'

import { ApiError } from './api-client'
import { apiErrorsToReply, parseWithSchema, replyWithApiError } from './form'

const formData = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.append(name, value)
  return data
}

const errorsOf = (submission: object) => ('error' in submission ? submission.error : null)

const refused = (fields: Record<string, string>, message = 'Check the highlighted fields.') =>
  new ApiError({ status: 400, code: 'validation_error', message, fields })

describe('parseWithSchema', () => {
  it('gives the contract’s messages by field, empty text counting as not given', () => {
    const submission = parseWithSchema(
      formData({ name: '', email: 'not-an-email', phone: '', notes: '' }),
      guestSchema,
    )
    expect(submission.status).toBe('error')
    expect(errorsOf(submission)).toEqual({
      name: ['Enter your name.'],
      email: ['Enter a valid email address.'],
    })
  })

  it('gives the parsed value, leaving out empty optional fields', () => {
    const submission = parseWithSchema(
      formData({ name: ' Alex Doe ', email: 'alex@example.com', phone: '', notes: '' }),
      guestSchema,
    )
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      name: 'Alex Doe',
      email: 'alex@example.com',
    })
  })

  it('reads URL-encoded data too (a route action’s body)', () => {
    const submission = parseWithSchema(new URLSearchParams('email=&password='), loginRequestSchema)
    expect(errorsOf(submission)).toEqual({
      email: ['Enter your email address.'],
      password: ['Enter your password.'],
    })
  })
})

describe('apiErrorsToReply', () => {
  it('puts the API’s field messages under the form’s names, dropping a prefix', () => {
    const error = refused({
      'guest.email': 'This address cannot receive mail.',
      checkIn: 'Check-in cannot be in the past.',
    })
    expect(apiErrorsToReply(error, { fields: ['name', 'email'], prefix: 'guest.' })).toEqual({
      fieldErrors: { email: ['This address cannot receive mail.'] },
      formErrors: ['Check-in cannot be in the past.'],
    })
  })

  it('keeps names as they are without a prefix', () => {
    expect(apiErrorsToReply(refused({ email: 'Unknown.' }), { fields: ['email'] })).toEqual({
      fieldErrors: { email: ['Unknown.'] },
      formErrors: [],
    })
  })

  it('puts a message about a part of a listed field (an item of a list) on that field', () => {
    const error = refused({
      'photos.2.id': 'This photo is not on the server. Upload it again.',
      'amenities.0.icon': 'Unknown icon.',
    })
    expect(apiErrorsToReply(error, { fields: ['photos', 'name'] })).toEqual({
      fieldErrors: { photos: ['This photo is not on the server. Upload it again.'] },
      formErrors: ['Unknown icon.'],
    })
  })

  it('gives the error’s message when no field is named', () => {
    const error = new ApiError({
      status: 500,
      code: 'internal_error',
      message: 'Database offline.',
    })
    expect(apiErrorsToReply(error, { fields: ['email'] })).toEqual({
      fieldErrors: {},
      formErrors: ['Database offline.'],
    })
    expect(apiErrorsToReply('boom', { fields: [] }).formErrors).toEqual(['Something went wrong.'])
  })
})

describe('replyWithApiError', () => {
  it('answers the submission with the mapped errors, keeping what was typed', () => {
    const submission = parseWithSchema(
      formData({ email: 'staff@example.com', password: 'secret' }),
      loginRequestSchema,
    )
    const result = replyWithApiError(submission, refused({ email: 'No such account.' }), {
      fields: ['email', 'password'],
    })
    expect(result.status).toBe('error')
    expect(result.error).toEqual({ email: ['No such account.'] })
    expect(result.initialValue).toEqual({ email: 'staff@example.com', password: 'secret' })
  })
})
