/**
 * The story run's sources of chance, seeded: `Math.random`, `crypto.randomUUID` and
 * `crypto.getRandomValues` draw from sfc32 generators seeded with the story's name, one per kind
 * of draw (and per array length), so a new booking gets the same reference on every run and its
 * screenshot stays the same. Only the story run installs this; the catalogue keeps real chance.
 */
let seed = ''
const streams = new Map<string, () => number>()

function stream(kind: string) {
  let next = streams.get(kind)
  if (next) return next
  const text = `${seed}:${kind}`
  let h = 1779033703 ^ text.length
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  let [a, b, c, d] = [h, h ^ 0x9e3779b9, h ^ 0x85ebca6b, 1]
  next = () => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  for (let i = 0; i < 12; i++) next()
  streams.set(kind, next)
  return next
}

let installed = false

/** Seeds every source of chance with `value` (installing the generators the first time). */
export function seedChance(value: string) {
  seed = value
  streams.clear()
  if (installed) return
  installed = true
  Math.random = () => stream('random')()
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength)
      const next = stream(`bytes${bytes.length}`)
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(next() * 256)
    }
    return array
  }
  crypto.randomUUID = () => {
    const next = stream('uuid')
    const hex = [...Array(32)].map(() => Math.floor(next() * 16).toString(16))
    hex[12] = '4'
    hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
    const s = hex.join('')
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}` as ReturnType<
      Crypto['randomUUID']
    >
  }
}
