/**
 * Find my booking: a reference and the email it was booked with. Checked here in plain code (the
 * home page, where the form is, loads no zod); the contract's schema and the API check again.
 */
import { parseReference } from './reference'

export const LOOKUP_MESSAGES = {
  referenceMissing: 'Enter your booking reference.',
  referenceShape: 'A reference ends in two groups of five letters and digits, as in 7K3QF-2M9XD.',
  emailMissing: 'Enter the email you booked with.',
  emailShape: 'Enter a valid email address.',
  /** The one answer to every miss: a wrong email and an unknown reference alike. */
  notFound:
    'No booking matches this reference and email. Check both: the email is the one you booked with.',
} as const

export type LookupValues = {
  reference?: string
  email?: string
}

/** What to fix, by field (none: the values can be sent). */
export function lookupProblems({ reference = '', email = '' }: LookupValues) {
  const problems: Partial<Record<keyof LookupValues, string>> = {}
  if (!reference.trim()) problems.reference = LOOKUP_MESSAGES.referenceMissing
  else if (parseReference(reference) === null) problems.reference = LOOKUP_MESSAGES.referenceShape
  if (!email.trim()) problems.email = LOOKUP_MESSAGES.emailMissing
  else if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) problems.email = LOOKUP_MESSAGES.emailShape
  return problems
}
