import { mockStore, resetMockStore } from '@mocks/handlers'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { addDays } from '@/domain/dates'
import { DEMO_STAFF } from '@/domain/demo-data'
import { type StaffRole } from '@/domain/staff'
import { clearTokenCookie, TOKEN_COOKIE } from '@/lib/cookies'

/** The colleague of stories signed in as staff (not an owner). */
export const STORY_COLLEAGUE = {
  name: 'Ana Lima',
  email: 'ana.lima@nightjar.test',
  password: 'ana-first-password',
} as const

/** An owner's own account, beside the demo's (the one who removes the demo). */
export const STORY_OWNER = {
  name: 'Rui Matos',
  email: 'rui.matos@casa-azul.test',
  password: 'rui-own-password',
} as const

/**
 * Signs the demo staff member in on the mock API for a story: a real session in the mock store
 * and its token in the `token` cookie. Returns the cleanup that clears the cookie. `empty`
 * starts the mock world with no rooms, bookings or closures first.
 */
export function signInForStory({
  empty = false,
  role = 'owner',
  ownAccount = false,
}: {
  empty?: boolean
  /** `staff`: a colleague without the owner's sections (STORY_COLLEAGUE) signs in instead. */
  role?: StaffRole
  /** An owner's own account (STORY_OWNER), not the demo's, signs in. */
  ownAccount?: boolean
} = {}): () => void {
  if (empty) resetMockStore({ empty: true })
  const store = mockStore()
  if (role === 'staff') store.adminCreateStaff({ ...STORY_COLLEAGUE, role: 'staff' })
  if (ownAccount) store.adminCreateStaff({ ...STORY_OWNER, role: 'owner' })
  const account = role === 'staff' ? STORY_COLLEAGUE : ownAccount ? STORY_OWNER : DEMO_STAFF
  const result = store.login(account.email, account.password)
  const { token } = result.body as { token: string }
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Lax`
  return () => clearTokenCookie()
}

/**
 * How long play functions wait for data to appear: the mock API answers at once, but a write goes
 * through the route action and the loaders' revalidation, and the first story of a file loads the
 * staff area's code, which a loaded machine slows down (a bound, not a pause: found is found).
 */
export const FIND_TIMEOUT = { timeout: 20_000 }

/** Adds `count` one-night bookings (guests "Guest 1"…) to the mock store, from 40 days ahead. */
export function addMockBookings(count: number) {
  const store = mockStore()
  const today = store.today()
  for (let i = 0; i < count; i++) {
    const checkIn = addDays(today, 40 + i)
    store.createBooking(`story-${i}`, {
      roomId: (i % 5) + 1,
      checkIn,
      checkOut: addDays(checkIn, 1),
      guests: 1,
      guest: { name: `Guest ${i + 1}`, email: `guest${i + 1}@example.com` },
    })
  }
}

/** A date `days` from the mock store's today, `YYYY-MM-DD`. */
export function mockDay(days: number): string {
  return addDays(mockStore().today(), days)
}

/** `waitFor` with the longer timeout: for what follows a request or an animation. */
export function eventually<T>(assertion: () => T | Promise<T>): Promise<T> {
  return waitFor(assertion, FIND_TIMEOUT)
}

/** A fade or a slide: it ends by itself within a second (not a spinner, a pulse or a countdown). */
function isPassing(animation: Animation) {
  if (animation.playState !== 'running') return false
  const end = animation.effect?.getComputedTiming().endTime
  return typeof end === 'number' && end <= 1_000
}

/**
 * Ends a play on a still page, so that its accessibility check and its picture see the end state
 * and not a frame of a fade: the toast on screen is held as a reader's pointer holds it (its timer
 * pauses, so it does not start fading out while it is checked), and no fade or slide is running
 * (a dialog opening, a toast coming in).
 */
export async function untilStill() {
  const toasts = document.querySelectorAll<HTMLElement>('[data-slot=toast][data-state=open]')
  const toast = toasts[toasts.length - 1]
  // Hovered even while a modal dialog makes the rest of the page inert to the pointer.
  if (toast) await userEvent.setup({ pointerEventsCheck: 0 }).hover(toast)
  await eventually(() => expect(document.getAnimations().filter(isPassing)).toEqual([]))
}

/** The staff table named `name`, once it shows. */
export function findTable(name: string) {
  return screen.findByRole('table', { name }, FIND_TIMEOUT)
}

/** The row of table `name` with this text, in the table as it is when the row shows. */
export async function findRow(name: string, text: string): Promise<HTMLElement> {
  const cell = await eventually(async () => within(await findTable(name)).getByText(text))
  return cell.closest('tr') as HTMLElement
}

/**
 * Catches the files the page saves (a link to a blob, clicked) instead of downloading them:
 * each file's name and text. The blob is kept when its address is made, so a slow machine
 * cannot lose it to the page revoking the address.
 */
export function catchDownloads() {
  const files: { name: string; text: string }[] = []
  const blobs = new Map<string, Blob>()
  const click = HTMLAnchorElement.prototype.click
  const createObjectURL = URL.createObjectURL.bind(URL)
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL(object)
    if (object instanceof Blob) blobs.set(url, object)
    return url
  }
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (!this.download || !blob) return click.call(this)
    const name = this.download
    void blob.arrayBuffer().then((bytes) => {
      files.push({ name, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) })
    })
  }
  const restore = () => {
    HTMLAnchorElement.prototype.click = click
    URL.createObjectURL = createObjectURL
  }
  return {
    files,
    /** The first file saved (waits for it); links and blob addresses work as before after. */
    first: async () => {
      try {
        return await eventually(() => {
          if (!files[0]) throw new Error('No file was saved.')
          return files[0]
        })
      } finally {
        restore()
      }
    },
  }
}

/** The phone the staff area is tried on (WCAG's reflow and our PRODUCT's 390 px). */
export const PHONE = { width: 390, height: 844 } as const

/** A story on the catalogue's phone viewport (390 × 844): the story run resizes the page to it. */
export const phoneStory = {
  globals: { viewport: { value: 'phone', isRotated: false } },
}

/** The page scrolls only up and down: nothing is wider than the screen. */
export async function expectNoSidewaysScroll() {
  await eventually(() =>
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
  )
}
