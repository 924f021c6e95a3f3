/**
 * Booking references: 10 characters of Crockford base32 from a CSPRNG (50 bits), shown after the
 * inn's prefix as `NJ-XXXXX-XXXXX`. Each booking keeps the prefix it was made with.
 */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_LENGTH = 10
/** A reference as shown and sent: `NJ-XXXXX-XXXXX`, a prefix and the Crockford alphabet. */
export const REFERENCE_PATTERN = /^[A-Z]{1,4}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/
/** The inn's prefix of references: one to four capital letters. */
export const REFERENCE_PREFIX_PATTERN = /^[A-Z]{1,4}$/
/** The prefix of the references made before inns chose their own. */
export const FIRST_REFERENCE_PREFIX = 'NJ'

/** A fresh raw reference (10 characters). 32 divides 256, so `byte & 31` is unbiased. */
export function generateReference(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(REFERENCE_LENGTH))
  let out = ''
  for (const byte of bytes) out += CROCKFORD_ALPHABET[byte & 31]
  return out
}

/** `ABCDE12345` with `NJ` → `NJ-ABCDE-12345`. */
export function formatReference(raw: string, prefix: string): string {
  return `${prefix}-${raw.slice(0, 5)}-${raw.slice(5, 10)}`
}

/**
 * Reads what a person typed as a reference: case-insensitive, with or without its prefix
 * (`NJ-`, any one to four letters) and dashes, and Crockford's look-alikes (I, L → 1; O → 0).
 * Returns the raw 10 characters or `null`.
 */
export function parseReference(input: string): string | null {
  let text = input.trim().toUpperCase().replace(/[\s-]/g, '')
  const extra = text.length - REFERENCE_LENGTH
  if (extra >= 1 && extra <= 4 && /^[A-Z]+$/.test(text.slice(0, extra))) text = text.slice(extra)
  text = text.replace(/[IL]/g, '1').replace(/O/g, '0')
  if (text.length !== REFERENCE_LENGTH) return null
  for (const ch of text) if (!CROCKFORD_ALPHABET.includes(ch)) return null
  return text
}
