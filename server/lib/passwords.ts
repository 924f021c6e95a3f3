import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto'

import { takingTurns } from './turns'

/** scrypt with N = 2^17, r = 8, p = 1: 128 MiB and a fraction of a second per hash. */
export interface ScryptParams {
  log2N: number
  r: number
  p: number
}
export const SCRYPT_DEFAULTS: ScryptParams = { log2N: 17, r: 8, p: 1 }
const KEY_LENGTH = 32

/**
 * Password hashing shares libuv's thread pool (4 threads) with gzip and file reads, and each
 * hash holds 128 MiB. So hashes run one at a time, a few more wait their turn, and the rest are
 * refused at once: a flood of sign-ins can never take the threads or the memory that serve
 * everyone else.
 */
export const HASHING = { concurrent: 1, waiting: 8 }

/** Thrown when the hashing queue is full; the route answers 429. */
export class HashingBusyError extends Error {
  constructor() {
    super('Too many sign-ins at once. Try again in a moment.')
    this.name = 'HashingBusyError'
  }
}

const inTurn = takingTurns(HASHING, () => new HashingBusyError())

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number) {
  return inTurn(() => deriveNow(password, salt, log2N, r, p))
}

function deriveNow(password: string, salt: Buffer, log2N: number, r: number, p: number) {
  const N = 2 ** log2N
  // Node refuses more than 32 MiB unless told: allow what these parameters need, plus room.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * p + 32 * 1024 * 1024 }
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** `scrypt$17$8$1$<salt>$<hash>` (base64url): the parameters travel with the hash. */
export async function hashPassword(
  password: string,
  params: ScryptParams = SCRYPT_DEFAULTS,
): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, params.log2N, params.r, params.p)
  return [
    'scrypt',
    params.log2N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(log2N),
    Number(r),
    Number(p),
  )
  return key.length === expected.length && timingSafeEqual(key, expected)
}

let dummy: Promise<string> | undefined
/** A hash to verify against when the account does not exist, so both cases take as long. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    dummy = undefined
    throw error
  })
  return dummy
}
