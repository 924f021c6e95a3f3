import { mockStore } from '@mocks/handlers'
import { scenarios } from '@mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, screen, userEvent, within } from 'storybook/test'

import { errorBody } from '@/api'
import { routeStory, staffRouteStory, storyLocation } from '@/app/testing'
import { formatPrice } from '@/domain/price'
import {
  addMockBookings,
  catchDownloads,
  eventually,
  expectNoSidewaysScroll,
  FIND_TIMEOUT,
  findRow,
  findTable,
  mockDay,
  phoneStory,
  signInForStory,
  untilStill,
} from '@/pages/admin/testing/admin-story'

export default {
  title: 'Pages/Staff/Bookings',
  ...staffRouteStory('/admin?section=bookings', {
    description:
      '`/admin?section=bookings` on the real routes and the mock API: filters (stay dates, ' +
      "status, text), the table with server pagination, a booking's details and cancelling with " +
      'a confirmation and a toast.',
  }),
} satisfies Meta

const table = () => findTable('Bookings')
const rowOf = (text: string) => findRow('Bookings', text)

/** Every demo booking, latest stay first, with status and total. */
export const Success: StoryObj = {
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Bookings' }, FIND_TIMEOUT)
    const tom = await rowOf('Tom Becker')
    await expect(within(tom).getByText('NJ-EQAAX-0XWBV')).toBeVisible()
    await expect(within(tom).getByText('Garden Room')).toBeVisible()
    await expect(within(tom).getByText('€285')).toBeVisible()
    await expect(within(tom).getByText('Confirmed')).toBeVisible()
    await expect(await screen.findByText('11 bookings', {}, FIND_TIMEOUT)).toBeVisible()
    // A cancelled booking cannot be cancelled again.
    const james = await rowOf('James Okafor')
    await expect(within(james).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
    await untilStill()
  },
}

/** The text search asks the server (reference, name or email): one guest's booking is left. */
export const Searched: StoryObj = {
  play: async () => {
    await rowOf('Tom Becker')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'sofia')
    await eventually(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    )
    await expect(within(screen.getByRole('table')).getByText('Sofia Rossi')).toBeVisible()
    await expect(screen.getByText('1 booking matches the filters')).toBeVisible()
    await eventually(() => expect(storyLocation().search).toContain('q=sofia'))
    await untilStill()
  },
}

/** The filters of the address, read into the page: cancelled stays in the next 60 days. */
const cancelledSoon = () =>
  `/admin?section=bookings&status=cancelled&from=${mockDay(0)}&to=${mockDay(60)}`

/** Filters come from the address: cancelled stays in the next 60 days, set in the pickers. */
export const Filtered: StoryObj = {
  ...routeStory(cancelledSoon),
  play: async () => {
    const james = await rowOf('James Okafor')
    await expect(within(james).getByText('Cancelled')).toBeVisible()
    await expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2)
    await expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Cancelled')
    await expect(screen.getByRole('button', { name: /^Stay dates/ })).not.toHaveTextContent(
      'Any dates',
    )
    await expect(
      await screen.findByText('1 booking matches the filters', {}, FIND_TIMEOUT),
    ).toBeVisible()
    await untilStill()
  },
}

/** Choosing "All statuses" drops that filter; Clear filters drops the rest: every booking. */
export const ClearFilters: StoryObj = {
  ...routeStory(cancelledSoon),
  name: 'Clearing the filters lists every booking',
  tags: ['test-case'],
  play: async () => {
    await rowOf('James Okafor')
    await eventually(() =>
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Cancelled'),
    )
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }))
    await userEvent.click(await screen.findByRole('option', { name: 'All statuses' }, FIND_TIMEOUT))
    await eventually(() => expect(storyLocation().search).not.toContain('status='))
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await expect(await screen.findByText('11 bookings', {}, FIND_TIMEOUT)).toBeVisible()
    await expect(storyLocation().search).toBe('?section=bookings')
    await untilStill()
  },
}

/**
 * Export CSV saves the bookings the filters match (every page, not only the one shown) as a
 * spreadsheet named after the filters.
 */
export const ExportCsv: StoryObj = {
  ...routeStory('/admin?section=bookings&status=confirmed&q=sofia'),
  name: 'Export CSV saves the bookings the filters match',
  tags: ['test-case'],
  play: async () => {
    // This story's own list (the filters from its address), not the one before it.
    await eventually(() =>
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Confirmed'),
    )
    await expect(
      await screen.findByText('1 booking matches the filters', {}, FIND_TIMEOUT),
    ).toBeVisible()
    await rowOf('Sofia Rossi')
    const saved = catchDownloads()
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    const file = await saved.first()
    await expect(file.name).toBe('nightjar-bookings-confirmed-sofia.csv')
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    await expect(lines[0]).toMatch(/^Reference,Status,Room,Check-in,Check-out,Nights,Guests,/)
    await expect(lines.slice(1).map((line) => line.split(',').slice(0, 3))).toEqual([
      ['NJ-EQ9TB-43A1V', 'confirmed', 'Sea View Suite'],
    ])
    await expect(file.text.startsWith('\uFEFF')).toBe(true)
    await untilStill()
  },
}

/** View a booking, cancel it after confirming: a toast says so and the row turns Cancelled. */
export const ViewAndCancel: StoryObj = {
  play: async () => {
    const tom = await rowOf('Tom Becker')
    await userEvent.click(within(tom).getByRole('button', { name: 'View' }))
    const dialog = await screen.findByRole(
      'dialog',
      { name: /Booking NJ-EQAAX-0XWBV/ },
      FIND_TIMEOUT,
    )
    await expect(within(dialog).getByText('tom.becker@example.com')).toBeVisible()
    await expect(within(dialog).getByText('Arriving late, around 22:00.')).toBeVisible()
    // The cancellation terms it was booked under.
    const terms = within(dialog).getByText('Free cancellation').nextElementSibling
    await expect(terms).toHaveTextContent(
      /^Until \w{3}, \w{3} \d+, \d{4} \(2 days before check-in\)$/,
    )
    await eventually(() => expect(storyLocation().search).toMatch(/view=/))
    // Focus starts on Done, not on the destructive action.
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Cancel booking NJ-EQAAX-0XWBV?',
    })
    await expect(confirm).toHaveTextContent('the room is free again for those nights')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel booking' }))

    const toast = await screen.findByText('Booking cancelled', {}, FIND_TIMEOUT)
    await eventually(() => expect(toast).toBeVisible())
    await eventually(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    // The details show the new status; closing them shows it in the table too.
    await expect(
      await within(dialog).findByText('Cancelled', { selector: '[data-slot=badge]' }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull())
    await eventually(async () =>
      expect(within(await rowOf('Tom Becker')).getByText('Cancelled')).toBeVisible(),
    )
    await untilStill()
  },
}

/** Opens today's arrival (Tom Becker, Garden Room, three nights from today). */
async function openArrival() {
  const tom = await rowOf('Tom Becker')
  await userEvent.click(within(tom).getByRole('button', { name: 'View' }))
  return screen.findByRole('dialog', { name: /Booking NJ-EQAAX-0XWBV/ }, FIND_TIMEOUT)
}

/** The rooms free for the arrival's nights, and those taken, for two guests. */
function roomsForArrival() {
  const store = mockStore()
  const { body } = store.availability({ checkIn: mockDay(0), checkOut: mockDay(3), guests: 2 })
  const free = (body as { room: { id: number; name: string } }[]).map((item) => item.room)
  const taken = store.state.rooms.filter(
    (room) =>
      room.active && room.capacity >= 2 && room.id !== 1 && !free.some((f) => f.id === room.id),
  )
  return { free, taken }
}

/** Check in today's arrival: one tap, the status says so, and the history says who did it. */
export const CheckIn: StoryObj = {
  play: async () => {
    const dialog = await openArrival()
    const checkIn = await within(dialog).findByRole('button', { name: 'Check in' }, FIND_TIMEOUT)
    const { x, y, width, height } = checkIn.getBoundingClientRect()
    // A double tap: the second tap, while the first is under way, sends nothing.
    await userEvent.dblClick(checkIn)
    await expect(
      await within(dialog).findByText(
        'Checked in',
        { selector: '[data-slot=badge]' },
        FIND_TIMEOUT,
      ),
    ).toBeVisible()
    const history = within(dialog).getByRole('list')
    await eventually(() => expect(history).toHaveTextContent('Checked in by Demo Staff'))
    await expect(history).toHaveTextContent('Booked by the guest')
    // A stay that has begun is no longer moved or cancelled; it checks out.
    await expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    await expect(within(dialog).queryByRole('button', { name: 'Move' })).toBeNull()
    await expect(within(dialog).getByRole('button', { name: 'Check out' })).toBeVisible()
    // What was done stands first in the row; Check out comes after it.
    await expect(dialog.querySelector('[data-slot=stay-done]')).toHaveTextContent('Checked in')
    // The second tap of a double tap, once the first is answered, lands where Check in was: on
    // nothing that acts, never on Check out.
    const spot = document.elementFromPoint(x + width / 2, y + height / 2)
    await expect(spot?.closest('button')).toBeNull()
    await userEvent.click(spot!)
    await expect(within(dialog).queryByRole('alert')).toBeNull()
    await expect(
      within(dialog).getByText('Checked in', { selector: '[data-slot=badge]' }),
    ).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Check out' })).toBeEnabled()
    await untilStill()
  },
}

/** The arrival as the mock store holds it. */
const tomBecker = () => mockStore().state.bookings.find((b) => b.guest.name === 'Tom Becker')!

/** The toast whose title is `title`. */
async function findToast(title: string) {
  const heading = await screen.findByText(
    title,
    { selector: '[data-slot=toast-title]' },
    FIND_TIMEOUT,
  )
  return heading.closest<HTMLElement>('[data-slot=toast]')!
}

/**
 * A check-in undone from the booking: the guest is expected again, Check in is back, and the
 * history says who undid what. (Its toast has an Undo too; behind the open dialog it is for the
 * pointer: the front desk's list undoes from the toast.)
 */
export const UndoCheckIn: StoryObj = {
  play: async () => {
    const dialog = await openArrival()
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Check in' }, FIND_TIMEOUT),
    )
    const done = await findToast('Checked in')
    const toastUndo = within(done).getByRole('button', { name: 'Undo', hidden: true })
    await eventually(() => expect(toastUndo).toBeVisible())
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Undo check-in' }, FIND_TIMEOUT),
    )
    await expect(await findToast('Check-in undone')).toHaveTextContent(
      'NJ-EQAAX-0XWBV · Tom Becker, expected again.',
    )
    await expect(
      await within(dialog).findByRole('button', { name: 'Check in' }, FIND_TIMEOUT),
    ).toBeEnabled()
    await expect(tomBecker().stayStatus).toBe('expected')
    await expect(within(dialog).queryByRole('button', { name: /^Undo/ })).toBeNull()
    await expect(dialog.querySelector('[data-slot=stay-done]')).toBeNull()
    const history = within(dialog).getByRole('list')
    await eventually(() => expect(history).toHaveTextContent('Undone by Demo Staff'))
    await expect(history).toHaveTextContent('Check-in: expected again')
    await untilStill()
  },
}

/**
 * A cancellation undone from the booking: confirmed again, its nights held again, and the
 * guest's notice, which had not gone yet, taken back.
 */
export const UndoCancellation: StoryObj = {
  play: async () => {
    const dialog = await openArrival()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Cancel booking NJ-EQAAX-0XWBV?',
    })
    await expect(confirm).toHaveTextContent('You can undo it for 60 minutes.')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel booking' }))
    await expect(
      await within(dialog).findByText('Cancelled', { selector: '[data-slot=badge]' }, FIND_TIMEOUT),
    ).toBeVisible()
    const cancelled = await findToast('Booking cancelled')
    const toastUndo = within(cancelled).getByRole('button', { name: 'Undo', hidden: true })
    await eventually(() => expect(toastUndo).toBeVisible())
    const notices = () =>
      mockStore().state.emails.filter(
        (email) => email.kind === 'cancellation' && email.bookingReference === 'NJ-EQAAX-0XWBV',
      )
    await expect(notices()).toHaveLength(1)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo cancellation' }))
    await expect(await findToast('Cancellation undone')).toHaveTextContent(
      'NJ-EQAAX-0XWBV · Tom Becker, confirmed again.',
    )
    await expect(
      await within(dialog).findByText('Confirmed', { selector: '[data-slot=badge]' }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Check in' })).toBeVisible()
    await expect(tomBecker().status).toBe('confirmed')
    await expect(notices()).toHaveLength(0)
    await untilStill()
  },
}

/**
 * Opens the arrival's move form, picks a free room whose stay costs otherwise and moves it: the
 * form asks whether to keep the price or charge the new one. Returns the form, the room and both
 * totals as the question shows them.
 */
async function askToMove() {
  const store = mockStore()
  const stay = { checkIn: mockDay(0), checkOut: mockDay(3), guests: 2 }
  const offers = store.availability(stay).body as {
    room: { id: number; name: string }
    total: number
  }[]
  const was = tomBecker().total
  const offer = offers.find((item) => item.room.id !== 1 && item.total !== was)!
  const dialog = await openArrival()
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Move' }, FIND_TIMEOUT))
  const form = within(dialog).getByRole('form', { name: 'Move booking' })
  await userEvent.click(within(form).getByRole('combobox', { name: 'Room' }))
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(offer.room.name) }))
  await userEvent.click(within(form).getByRole('button', { name: 'Move booking' }))
  const question = await within(form).findByRole('alert', {}, FIND_TIMEOUT)
  const [current, next] = [formatPrice(was, 'EUR'), formatPrice(offer.total, 'EUR')]
  await expect(question).toHaveTextContent(
    `The price changes: the new stay costs ${next}; the guest was given ${current}.`,
  )
  return { dialog, question, target: offer.room, was, next: offer.total, current }
}

/** A move that changes the price asks first: keep the guest's total or charge the new one. */
export const MovePriceQuestion: StoryObj = {
  play: async () => {
    const { question, current } = await askToMove()
    await expect(within(question).getByRole('button', { name: `Keep ${current}` })).toBeVisible()
    // Nothing has moved while it asks.
    await expect(tomBecker().roomId).toBe(1)
    await untilStill()
  },
}

/**
 * Move the arrival to a free room and charge its price: the total follows the new room's rate,
 * the history says so and the guest is emailed the change with both totals.
 */
export const MoveBooking: StoryObj = {
  play: async () => {
    const { dialog, question, target, was, next } = await askToMove()
    await userEvent.click(
      within(question).getByRole('button', { name: `Charge ${formatPrice(next, 'EUR')}` }),
    )
    await expect(await screen.findByText('Booking moved', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await eventually(() => expect(dialog).toHaveTextContent(`Tom Becker · ${target.name}`))
    await eventually(() =>
      expect(within(dialog).getByRole('list')).toHaveTextContent('Moved by Demo Staff'),
    )
    await expect(tomBecker()).toMatchObject({ roomId: target.id, total: next })
    const email = mockStore().state.emails.at(-1)!
    await expect(email).toMatchObject({ kind: 'change', recipient: tomBecker().guest.email })
    await expect(email.text).toContain(
      `${formatPrice(next, 'EUR')} (was ${formatPrice(was, 'EUR')})`,
    )
    await untilStill()
  },
}

/**
 * Move pressed without changing the room or the nights: the form says there is nothing to move,
 * sends nothing, and no toast claims a move.
 */
export const MoveNowhere: StoryObj = {
  play: async () => {
    const dialog = await openArrival()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Move' }, FIND_TIMEOUT))
    const form = within(dialog).getByRole('form', { name: 'Move booking' })
    await userEvent.click(within(form).getByRole('button', { name: 'Move booking' }))
    await expect(within(form).getByRole('alert')).toHaveTextContent(
      'The booking is already in this room on these nights: choose another.',
    )
    await expect(screen.queryByText('Booking moved')).toBeNull()
    await expect(tomBecker()).toMatchObject({ roomId: 1, total: 28_500 })
    await untilStill()
  },
}

/** The same move keeping the guest's price: the room changes, the total does not. */
export const MoveKeepingThePrice: StoryObj = {
  play: async () => {
    const { dialog, question, target, was, current } = await askToMove()
    await userEvent.click(within(question).getByRole('button', { name: `Keep ${current}` }))
    await expect(await screen.findByText('Booking moved', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await eventually(() => expect(dialog).toHaveTextContent(`Tom Becker · ${target.name}`))
    await expect(tomBecker()).toMatchObject({ roomId: target.id, total: was })
    await untilStill()
  },
}

/** A move onto nights another stay holds is refused, with the reason, and nothing moves. */
export const MoveRefused: StoryObj = {
  play: async () => {
    const taken = roomsForArrival().taken[0]!
    const dialog = await openArrival()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Move' }, FIND_TIMEOUT))
    const form = within(dialog).getByRole('form', { name: 'Move booking' })
    await userEvent.click(within(form).getByRole('combobox', { name: 'Room' }))
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(taken.name) }))
    await userEvent.click(within(form).getByRole('button', { name: 'Move booking' }))
    await expect(await within(form).findByRole('alert', {}, FIND_TIMEOUT)).toHaveTextContent(
      new RegExp(`^${taken.name} is (taken|closed)`),
    )
    await expect(
      mockStore().state.bookings.find((b) => b.guest.name === 'Tom Becker')?.roomId,
    ).toBe(1)
    await untilStill()
  },
}

/** Answers every cancel with the server's refusal. */
const refuseCancel: StoryObj['beforeEach'] = ({ msw }) => {
  msw.use(
    http.post('*/api/admin/bookings/:id/cancel', () =>
      HttpResponse.json(errorBody('already_cancelled', 'This booking is already cancelled.'), {
        status: 409,
      }),
    ),
  )
}

/** Tom Becker's cancel, confirmed and refused: the alert dialog that says so. */
async function failCancel() {
  const tom = await rowOf('Tom Becker')
  await userEvent.click(within(tom).getByRole('button', { name: 'Cancel' }))
  const confirm = await screen.findByRole('alertdialog', {}, FIND_TIMEOUT)
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel booking' }))
  await expect(await within(confirm).findByRole('alert', {}, FIND_TIMEOUT)).toHaveTextContent(
    'This booking is already cancelled.',
  )
  return confirm
}

/** A failed cancel keeps the confirmation open with the server's message. */
export const CancelFails: StoryObj = {
  beforeEach: refuseCancel,
  play: async () => {
    const confirm = await failCancel()
    await expect(within(confirm).getByRole('button', { name: 'Keep booking' })).toBeVisible()
    await untilStill()
  },
}

/** After a failed cancel, Keep booking closes the confirmation. */
export const KeepAfterCancelFails: StoryObj = {
  name: 'Keep booking after a failed cancel closes the confirmation',
  tags: ['test-case'],
  beforeEach: refuseCancel,
  play: async () => {
    const confirm = await failCancel()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep booking' }))
    await eventually(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await untilStill()
  },
}

/** More bookings than a page holds: the server's pages, in the address. */
export const Paginated: StoryObj = {
  beforeEach: () => {
    addMockBookings(25)
  },
  play: async () => {
    await expect(await screen.findByText('36 bookings', {}, FIND_TIMEOUT)).toBeVisible()
    await expect(screen.getByText('Page 1 of 2')).toBeVisible()
    await expect(within(await table()).getAllByRole('row')).toHaveLength(21)
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await expect(await screen.findByText('Page 2 of 2', {}, FIND_TIMEOUT)).toBeVisible()
    await eventually(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(17),
    )
    await expect(storyLocation().search).toContain('page=2')
    await expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await untilStill()
  },
}

/** While the list loads, the table is covered and busy. */
export const Loading: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/admin/bookings', () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    await screen.findByRole('heading', { level: 1, name: 'Bookings' }, FIND_TIMEOUT)
    await expect(screen.getByText('Loading bookings…')).toBeVisible()
    await eventually(() =>
      expect(canvasElement.querySelector('[data-slot="loading-overlay"]')).not.toBeNull(),
    )
    await expect(screen.queryByText('No data')).toBeNull()
    await untilStill()
  },
}

/** No bookings at all: the table says 'No data'. */
export const Empty: StoryObj = {
  beforeEach: () => signInForStory({ empty: true }),
  play: async () => {
    await expect(
      await eventually(async () => within(await table()).getByText('No data')),
    ).toBeVisible()
    await expect(await screen.findByText('0 bookings', {}, FIND_TIMEOUT)).toBeVisible()
    await untilStill()
  },
}

/** The list fails to load: the server's message and a way to try again. */
export const Error: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.errorFor('adminListBookings', 'internal_error', 'Bookings are resting.'))
  },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent('Could not load bookings')
    await expect(alert).toHaveTextContent('Bookings are resting.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(screen.queryByRole('table')).toBeNull()
    await untilStill()
  },
}

/** New booking from the list: a guest on the phone is booked, and the booking opens. */
export const NewBooking: StoryObj = {
  play: async () => {
    await rowOf('Tom Becker')
    // The header with its count (the one shown while loading has the same buttons).
    await screen.findByText('11 bookings', {}, FIND_TIMEOUT)
    await userEvent.click(screen.getByRole('button', { name: 'New booking' }))
    const dialog = await screen.findByRole('dialog', { name: 'New booking' }, FIND_TIMEOUT)
    const name = await within(dialog).findByRole('textbox', { name: /Guest’s name/ }, FIND_TIMEOUT)
    await userEvent.click(name)
    await userEvent.paste('Rita Moreira')
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Email/ }))
    await userEvent.paste('rita@example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))
    const booked = await screen.findByRole('dialog', { name: /^Booking NJ-/ }, FIND_TIMEOUT)
    await expect(within(booked).getByText('rita@example.com')).toBeVisible()
    await eventually(() => expect(storyLocation().search).toMatch(/view=/))
    await expect(
      mockStore().state.bookings.find((b) => b.guest.name === 'Rita Moreira'),
    ).toMatchObject({ createdBy: 'staff', guests: 1 })
    await untilStill()
  },
}

/**
 * A walk-in who gives no email: booked all the same, the booking says nothing is emailed, and
 * the outbox holds nothing for it.
 */
export const WalkInWithoutEmail: StoryObj = {
  play: async () => {
    await rowOf('Tom Becker')
    await screen.findByText('11 bookings', {}, FIND_TIMEOUT)
    await userEvent.click(screen.getByRole('button', { name: 'New booking' }))
    const dialog = await screen.findByRole('dialog', { name: 'New booking' }, FIND_TIMEOUT)
    const name = await within(dialog).findByRole('textbox', { name: /Guest’s name/ }, FIND_TIMEOUT)
    const email = within(dialog).getByRole('textbox', { name: /Email/ })
    await expect(email).not.toBeRequired()
    await expect(email).toHaveAccessibleDescription(/Without one, nothing is emailed\./)
    await userEvent.click(name)
    await userEvent.paste('Joaquim Sousa')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))
    const booked = await screen.findByRole('dialog', { name: /^Booking NJ-/ }, FIND_TIMEOUT)
    await expect(within(booked).getByText('None: nothing is emailed')).toBeVisible()
    const stored = mockStore().state.bookings.find((b) => b.guest.name === 'Joaquim Sousa')!
    await expect(stored.guest.email).toBeNull()
    await expect(
      mockStore().state.emails.filter(
        (e) => e.recipient === null || e.subject?.includes('Joaquim'),
      ),
    ).toEqual([])
    await untilStill()
  },
}

/** On a phone: the table scrolls inside its box, the filters stack, the page never sideways. */
export const Phone: StoryObj = {
  ...phoneStory,
  name: 'On a phone the table scrolls inside its box',
  tags: ['test-case'],
  play: async () => {
    await expect(within(await rowOf('Tom Becker')).getByText('NJ-EQAAX-0XWBV')).toBeInTheDocument()
    await expect(screen.getByRole('button', { name: 'New booking' })).toBeVisible()
    await expectNoSidewaysScroll()
    await untilStill()
  },
}
