import { createHash, randomBytes } from 'node:crypto'

/** A session token: 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A booking's access key: 128 random bits, base64url (22 characters). */
export function newAccessKey(): string {
  return randomBytes(16).toString('base64url')
}

/** What the database stores instead of the token (or access key). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** SHA-256 hex of a text (idempotency fingerprints). */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** The bearer token of a request, if it looks like one of ours. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,256})\s*$/i.exec(header ?? '')
  return match?.[1]
}
