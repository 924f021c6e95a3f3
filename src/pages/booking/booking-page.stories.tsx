import { bookedLink, scenarios } from '@mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { errorBody } from '@/api/errors'
import { routeStory, storyLocation } from '@/app/testing'
import { formatDate } from '@/domain/format'
import {
  bookingUrl,
  dayFromToday,
  fillGuest,
  findBookingConfirmed,
  findInnContact,
  findNewInnFooter,
  findToast,
  FREE_STAY,
} from '@/pages/shared/story-helpers'

import { saveGuestDraft } from './guest-draft'

export default {
  title: 'Pages/Guest/Booking',
  ...routeStory(() => bookingUrl(1), {
    description:
      "`/booking?room&checkIn&checkOut&guests`: the stay summary, the guest's details, then the " +
      "booking's own view at its link (`?ref&key`), on the real routes with the mock API (the " +
      'Garden Room, 3 nights, 2 guests).',
  }),
} satisfies Meta

const REFERENCE = /^NJ-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/

async function form(canvas: HTMLElement) {
  // The first story of a run waits for the page's code as well.
  return within(canvas).findByRole('form', { name: 'Your details' }, { timeout: 15_000 })
}

/** The stay at a glance beside an empty guest form. */
export const Default: StoryObj = {
  play: async ({ canvas, canvasElement }) => {
    const details = await form(canvasElement)
    const summary = canvas.getByRole('region', { name: 'Your stay' })
    await expect(summary).toHaveTextContent('Garden Room')
    await expect(summary).toHaveTextContent('3 nights')
    await expect(summary).toHaveTextContent('2 guests')
    await expect(summary).toHaveTextContent('from 15:00')
    await expect(within(summary).getByText('€285')).toBeVisible()
    await expect(within(details).getByLabelText(/^Full name/)).toHaveValue('')
    await expect(canvas.getByRole('link', { name: 'Back to the results' })).toHaveAttribute(
      'href',
      `/result?checkIn=${FREE_STAY.checkIn}&checkOut=${FREE_STAY.checkOut}&guests=2`,
    )
    await findInnContact()
  },
}

/**
 * The tab kept what the guest typed before a reload or going back: the form shows it again,
 * and so does the form of another room chosen from the results, with what was typed since.
 */
export const RestoredDraft: StoryObj = {
  beforeEach: () => {
    saveGuestDraft({ name: 'Alex Doe', email: 'alex@example.com', notes: 'Arriving around 18:00.' })
  },
  play: async ({ canvas, canvasElement }) => {
    const details = await form(canvasElement)
    const field = (label: string) => within(details).getByLabelText(new RegExp(`^${label}`))
    await waitFor(() => expect(field('Full name')).toHaveValue('Alex Doe'))
    await expect(field('Email')).toHaveValue('alex@example.com')
    await expect(field('Phone')).toHaveValue('')
    await expect(field('Notes for the inn')).toHaveValue('Arriving around 18:00.')
    await userEvent.type(field('Phone'), '+351 912 000 000')

    await userEvent.click(canvas.getByRole('link', { name: 'Back to the results' }))
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Book Courtyard Double' }, { timeout: 5000 }),
    )
    const other = await form(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Your stay' })).toHaveTextContent(
      'Courtyard Double',
    )
    const otherField = (label: string) => within(other).getByLabelText(new RegExp(`^${label}`))
    await waitFor(() => expect(otherField('Full name')).toHaveValue('Alex Doe'))
    await expect(otherField('Email')).toHaveValue('alex@example.com')
    await expect(otherField('Phone')).toHaveValue('+351 912 000 000')
    await expect(otherField('Notes for the inn')).toHaveValue('Arriving around 18:00.')
    await findInnContact()
  },
}

/** While the stay loads: skeletons, announced. */
export const Loading: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.loading())
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading your stay…' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.queryByRole('form', { name: 'Your details' })).toBeNull()
  },
}

/** The room is not offered for the stay (taken, closed or too small): a way back to the results. */
export const Empty: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.empty())
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'This room isn’t available for these dates' },
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'See other rooms for these dates' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('form', { name: 'Your details' })).toBeNull()
    await findNewInnFooter()
  },
}

/** Availability answers a 500 once. */
const stayFailsOnce = () => [
  http.get(
    '*/api/availability',
    () => HttpResponse.json(errorBody('internal_error', 'Database offline.'), { status: 500 }),
    { once: true },
  ),
]

/** The stay cannot be loaded: an alert with a retry, and no form to fill in. */
export const Error: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...stayFailsOnce())
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('We couldn’t load your stay')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(canvas.queryByRole('form', { name: 'Your details' })).toBeNull()
    await findInnContact()
  },
}

/** After the error, Try again brings the form once the API answers (the page then is Default). */
export const RetryAfterError: StoryObj = {
  name: 'Try again after an error brings the form',
  tags: ['test-case'],
  beforeEach: ({ msw }) => {
    msw.use(...stayFailsOnce())
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('We couldn’t load your stay')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(await form(canvasElement)).toBeVisible()
  },
}

/** An invalid query (no room, 0 guests) is a page validation failure. */
export const InvalidQuery: StoryObj = {
  ...routeStory(
    () => `/booking?room=abc&checkIn=${FREE_STAY.checkIn}&checkOut=${FREE_STAY.checkOut}&guests=0`,
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Page Not Found' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByText('Page Not Found: /booking')).toBeVisible()
  },
}

/** Sending an empty form: each field says what to fix, focus goes to the first; nothing is sent. */
export const ClientValidation: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/bookings', () => {
        throw new globalThis.Error('The form must not be sent')
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement)
    await userEvent.type(within(details).getByLabelText(/^Email/), 'not-an-email')
    await userEvent.click(within(details).getByRole('button', { name: 'Confirm booking' }))
    const name = within(details).getByLabelText(/^Full name/)
    await waitFor(() => expect(name).toHaveFocus())
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Enter your name.')
    await expect(within(details).getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Enter a valid email address.',
    )
    // Fixing a field clears its error as you type, and the focus stays where you type.
    await userEvent.type(name, 'Alex Doe')
    await expect(name).not.toHaveAttribute('aria-invalid')
    await expect(name).toHaveValue('Alex Doe')
    await expect(within(details).getByLabelText(/^Email/)).toHaveValue('not-an-email')
    await findInnContact()
  },
}

/** The server refuses a field (400 with `fields`): the message shows under that field. */
export const ServerValidation: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/bookings', () =>
        HttpResponse.json(
          errorBody('validation_error', 'Check the highlighted fields.', {
            'guest.email': 'This address cannot receive mail.',
          }),
          { status: 400 },
        ),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement)
    await fillGuest(details, { name: 'Alex Doe', email: 'alex@example.invalid' })
    await userEvent.click(within(details).getByRole('button', { name: 'Confirm booking' }))
    const email = within(details).getByLabelText(/^Email/)
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This address cannot receive mail.'),
    )
    await waitFor(() => expect(email).toHaveFocus())
    await expect(within(details).getByLabelText(/^Full name/)).toHaveValue('Alex Doe')
    await findInnContact()
  },
}

/** While the booking is sent the button shows a spinner and is disabled. */
export const Submitting: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/api/bookings', () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement)
    await fillGuest(details)
    const submit = within(details).getByRole('button', { name: 'Confirm booking' })
    await userEvent.click(submit)
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'))
    await expect(submit).toBeDisabled()
    await findInnContact()
  },
}

/** Someone else took the room meanwhile (409): said plainly, with a way back to the results. */
export const Conflict: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.conflict())
  },
  play: async ({ canvas, canvasElement }) => {
    const details = await form(canvasElement)
    await fillGuest(details)
    await userEvent.click(within(details).getByRole('button', { name: 'Confirm booking' }))
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('Sorry, this room was just taken')
    await expect(alert).toHaveTextContent('Nothing was booked for you.')
    await expect(
      within(alert).getByRole('link', { name: 'See other rooms for these dates' }),
    ).toHaveAttribute(
      'href',
      `/result?checkIn=${FREE_STAY.checkIn}&checkOut=${FREE_STAY.checkOut}&guests=2`,
    )
    await waitFor(() =>
      expect(
        within(alert).getByRole('heading', { name: 'Sorry, this room was just taken' }),
      ).toHaveFocus(),
    )
    await findInnContact()
  },
}

const sentKeys: (string | null)[] = []

/** The first booking sent meets no network; later ones reach the mock API. Keys are recorded. */
const firstSendFails = () => {
  sentKeys.length = 0
  return [
    http.post(
      '*/api/bookings',
      ({ request }) => {
        sentKeys.push(request.headers.get('idempotency-key'))
        return HttpResponse.error()
      },
      { once: true },
    ),
    // Records the key, then lets the mock API answer.
    http.post('*/api/bookings', ({ request }) => {
      sentKeys.push(request.headers.get('idempotency-key'))
    }),
  ]
}

const lateArrival = {
  name: 'Alex Doe',
  email: 'alex@example.com',
  phone: '+351 912 000 000',
  notes: 'Late arrival',
}

/**
 * The connection drops: what the visitor typed stays and the page says so, beside the button
 * that sends it again.
 */
export const NetworkFailure: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...firstSendFails())
  },
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement)
    await fillGuest(details, lateArrival)
    const submit = within(details).getByRole('button', { name: 'Confirm booking' })
    await userEvent.click(submit)
    const alert = await within(details).findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('We couldn’t reach the server')
    await expect(alert).toHaveTextContent('Your details are still here')
    await expect(within(details).getByLabelText(/^Full name/)).toHaveValue('Alex Doe')
    await expect(within(details).getByLabelText(/^Email/)).toHaveValue('alex@example.com')
    await expect(within(details).getByLabelText(/^Phone/)).toHaveValue('+351 912 000 000')
    await expect(within(details).getByLabelText(/^Notes for the inn/)).toHaveValue('Late arrival')
    await waitFor(() => expect(submit).toBeEnabled())
    await expect(sentKeys).toHaveLength(1)
    await findInnContact()
  },
}

/**
 * Sending again after the connection dropped reuses the same Idempotency-Key, so the retry
 * cannot book twice; the booking is confirmed.
 */
export const ResendAfterNetworkFailure: StoryObj = {
  name: 'Sending again after a network failure reuses its key and books once',
  tags: ['test-case'],
  beforeEach: ({ msw }) => {
    msw.use(...firstSendFails())
  },
  play: async ({ canvas, canvasElement }) => {
    const details = await form(canvasElement)
    await fillGuest(details, lateArrival)
    const submit = within(details).getByRole('button', { name: 'Confirm booking' })
    await userEvent.click(submit)
    await expect(await within(details).findByRole('alert')).toHaveTextContent(
      'We couldn’t reach the server',
    )
    await userEvent.click(submit)
    await expect(await findBookingConfirmed(canvas)).toBeVisible()
    await expect(sentKeys).toHaveLength(2)
    await expect(sentKeys[0]).toMatch(/^nj-[0-9a-f]{32}-[0-9a-f]{16}$/)
    await expect(sentKeys[1]).toBe(sentKeys[0])
  },
}

/** The booking answers a 500 once, then the mock API books. */
const bookingFailsOnce = () => [
  http.post(
    '*/api/bookings',
    () => HttpResponse.json(errorBody('internal_error', 'Database offline.'), { status: 500 }),
    { once: true },
  ),
]

/**
 * The server fails on the booking: the page says it did not go through, with the server's
 * message, and the details stay.
 */
export const SubmitServerError: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...bookingFailsOnce())
  },
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement)
    await fillGuest(details)
    const submit = within(details).getByRole('button', { name: 'Confirm booking' })
    await userEvent.click(submit)
    const alert = await within(details).findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('Your booking did not go through')
    await expect(alert).toHaveTextContent('Database offline.')
    // The page focuses the alert on the next frame.
    await waitFor(() => expect(alert).toHaveFocus())
    await expect(within(details).getByLabelText(/^Full name/)).toHaveValue('Alex Doe')
    await expect(submit).toBeEnabled()
    await findInnContact()
  },
}

/** Sending again after the server failed books the stay. */
export const ResendAfterServerError: StoryObj = {
  name: 'Sending again after a server error books the stay',
  tags: ['test-case'],
  beforeEach: ({ msw }) => {
    msw.use(...bookingFailsOnce())
  },
  play: async ({ canvas, canvasElement }) => {
    const details = await form(canvasElement)
    await fillGuest(details)
    const submit = within(details).getByRole('button', { name: 'Confirm booking' })
    await userEvent.click(submit)
    await expect(await within(details).findByRole('alert')).toHaveTextContent(
      'Your booking did not go through',
    )
    await userEvent.click(submit)
    await expect(await findBookingConfirmed(canvas)).toBeVisible()
  },
}

/**
 * Past the booking limits (per address and per email, an hour): the page says so with the
 * server's message, and the details stay for later.
 */
export const TooManyBookings: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/bookings', () =>
        HttpResponse.json(
          errorBody(
            'too_many_attempts',
            'Too many stays booked from here or for this email in the last hour. Try again later.',
          ),
          { status: 429, headers: { 'Retry-After': '3600' } },
        ),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement)
    await fillGuest(details)
    await userEvent.click(within(details).getByRole('button', { name: 'Confirm booking' }))
    const alert = await within(details).findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('Too many bookings for now')
    await expect(alert).toHaveTextContent('in the last hour')
    await waitFor(() => expect(alert).toHaveFocus())
    await expect(within(details).getByLabelText(/^Full name/)).toHaveValue('Alex Doe')
    await findInnContact()
  },
}

/**
 * Booked: the page becomes the booking's link, with the reference in large type, the details,
 * and a toast with the reference.
 */
export const Confirmation: StoryObj = {
  play: async ({ canvas, canvasElement }) => {
    const details = await form(canvasElement)
    await fillGuest(details)
    await userEvent.click(within(details).getByRole('button', { name: 'Confirm booking' }))
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Booking confirmed' },
        { timeout: 5000 },
      ),
    ).toBeVisible()
    const title = canvas.getByRole('heading', { name: 'You’re booked, Alex Doe' })
    await waitFor(() => expect(title).toHaveFocus())
    const reference = canvas.getByLabelText('Booking reference')
    await expect(reference.textContent).toMatch(REFERENCE)
    const summary = canvas.getByRole('region', { name: 'Booking details' })
    await expect(summary).toHaveTextContent('Garden Room')
    await expect(summary).toHaveTextContent('€285')
    const link = new URLSearchParams(storyLocation().search)
    await expect(link.get('ref')).toBe(reference.textContent)
    await expect(link.get('key')).toMatch(/^[A-Za-z0-9_-]{22}$/)
    await expect(await findToast(reference.textContent!)).toBeVisible()
    await findInnContact()
  },
}

let link = ''
/** Books a stay of Alex Doe's (the Garden Room, or the room given) and keeps its link. */
const booking =
  (cancelled = false, stay: { roomId?: number; checkIn: string; checkOut: string } = FREE_STAY) =>
  () => {
    link = bookedLink(
      { roomId: 1, ...stay, guests: 2, guest: { name: 'Alex Doe', email: 'alex@example.com' } },
      { cancelled },
    )
  }

/**
 * The booking's link opened later (a reload, another browser): the booking as the inn holds
 * it, and the page says it is the booking's own link. No toast: nothing was just booked.
 */
export const BookingView: StoryObj = {
  beforeEach: booking(),
  ...routeStory(() => link),
  play: async ({ canvas }) => {
    await expect(await findBookingConfirmed(canvas)).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'You’re booked, Alex Doe' })).toBeVisible()
    await expect(canvas.getByLabelText('Booking reference')).toHaveTextContent(REFERENCE)
    await expect(canvas.getByText(/This page is your booking’s own link/)).toBeVisible()
    const summary = canvas.getByRole('region', { name: 'Booking details' })
    await expect(summary).toHaveTextContent('Garden Room')
    await expect(summary).toHaveTextContent('3 nights')
    await expect(summary).toHaveTextContent('€285')
    // The stay's calendar file, with the link's own key (a download sends no header).
    const calendar = canvas.getByRole('link', { name: 'Add to calendar' })
    const { ref, key } = Object.fromEntries(new URL(link, location.origin).searchParams)
    await expect(calendar).toHaveAttribute(
      'href',
      `/api/bookings/${ref}/calendar.ics?key=${encodeURIComponent(key!)}`,
    )
    await expect(calendar).toHaveAttribute('download', `${ref}.ics`)
    await expect(canvas.queryByRole('link', { name: 'Back to the results' })).toBeNull()
    // No toast: the toaster shows none (it mounts its region with the first).
    await expect(document.querySelector('[data-slot=toast]')).toBeNull()
    await findInnContact()
  },
}

/**
 * The guest cancels from the booking's link, within the policy (free until 2 days before
 * check-in): asked first, then the page shows the booking cancelled, by them, with a toast.
 */
export const CancelBooking: StoryObj = {
  beforeEach: booking(),
  ...routeStory(() => link),
  play: async ({ canvas }) => {
    await findBookingConfirmed(canvas)
    const policy = canvas.getByText(/^Free cancellation until/)
    await expect(policy).toHaveTextContent(formatDate(dayFromToday(18), 'en'))
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }))
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Cancel this booking?' },
      { timeout: 5000 },
    )
    await expect(dialog).toHaveTextContent('the room is offered to other guests')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Booking cancelled' },
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    const title = canvas.getByRole('heading', { name: 'This booking is cancelled, Alex Doe' })
    await waitFor(() => expect(title).toHaveFocus())
    await expect(canvas.getByText(/^You cancelled it on/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    await expect(await findToast('Booking cancelled')).toBeVisible()
    await findInnContact()
  },
}

/**
 * Cancelling did not go through (the server refused it, here as past the policy since the page
 * was loaded): the booking stays, and the page says why beside the button.
 */
export const CancelRefused: StoryObj = {
  beforeEach: (context) => {
    booking()()
    context.msw.use(
      http.post('*/api/bookings/:reference/cancel', () =>
        HttpResponse.json(
          errorBody(
            'cancellation_closed',
            'Free cancellation ended yesterday. Contact the inn to cancel or change this booking.',
          ),
          { status: 409 },
        ),
      ),
    )
  },
  ...routeStory(() => link),
  play: async ({ canvas }) => {
    await findBookingConfirmed(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }))
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Cancel this booking?' },
      { timeout: 5000 },
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('Free cancellation ended yesterday.')
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Booking confirmed')
    await findInnContact()
  },
}

/** Check-in is tomorrow, past the policy's last free day: the view says whom to ask instead. */
export const PastPolicy: StoryObj = {
  // The demo data leaves the Sea View Suite free for these nights.
  beforeEach: booking(false, { roomId: 2, checkIn: dayFromToday(1), checkOut: dayFromToday(3) }),
  ...routeStory(() => link),
  play: async ({ canvas }) => {
    await findBookingConfirmed(canvas)
    await expect(canvas.getByText(/^Free cancellation ended on/)).toHaveTextContent(
      'To cancel or change this booking, contact the inn.',
    )
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    await findInnContact()
  },
}

/** The link of a booking the inn cancelled: it says so, and since when. */
export const Cancelled: StoryObj = {
  beforeEach: booking(true),
  ...routeStory(() => link),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Booking cancelled' },
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await expect(
      canvas.getByRole('heading', { name: 'This booking is cancelled, Alex Doe' }),
    ).toBeVisible()
    await expect(canvas.getByText(/^The inn cancelled it on/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    await expect(canvas.queryByText(/This page is your booking’s own link/)).toBeNull()
    await findInnContact()
  },
}

/**
 * A link whose key is wrong (or whose reference is unknown): the page validation failure, drawn
 * as Invalid Query.
 */
export const WrongKey: StoryObj = {
  name: 'A link with a wrong key is a page not found',
  tags: ['test-case'],
  beforeEach: booking(),
  ...routeStory(() => link.replace(/key=.*$/, 'key=AAAAAAAAAAAAAAAAAAAAAA')),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Page Not Found' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByText('Page Not Found: /booking')).toBeVisible()
    await expect(canvas.queryByText('Alex Doe')).toBeNull()
  },
}
