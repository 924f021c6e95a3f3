import { bookedLink, scenarios } from '@mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { errorBody } from '@/api/errors'
import { routeStory, storyLocation } from '@/app/testing'
import {
  findBookingConfirmed,
  findInnContact,
  findNewInnFooter,
  FREE_STAY,
  pickStay,
} from '@/pages/shared/story-helpers'

export default {
  title: 'Pages/Guest/Home',
  ...routeStory('/', {
    description:
      '`/`: the inn, the search card and the rooms, on the real routes with the mock API. The ' +
      "default handlers serve the demo inn; each story below sets the API's state.",
  }),
} satisfies Meta

/** The demo inn: its name and times, five rooms with photos, rates in euros and amenities. */
export const Default: StoryObj = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nightjar Inn' }, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(
      await canvas.findByText('Check-in from 15:00', {}, { timeout: 5000 }),
    ).toBeVisible()
    const rooms = await canvas.findByRole('list', { name: 'Rooms' }, { timeout: 5000 })
    const cards = within(rooms).getAllByRole('article')
    await expect(cards).toHaveLength(5)
    const garden = within(rooms).getByRole('article', { name: 'Garden Room' })
    await expect(garden).toHaveTextContent('€95 / night')
    await expect(garden).toHaveTextContent('Sleeps 2 guests')
    const amenities = within(garden).getByRole('list', { name: 'Amenities' })
    await expect(within(amenities).getByText('Wi-Fi')).toBeVisible()
    // Each amenity shows its icon, drawn from the bundled set.
    await waitFor(() =>
      expect(amenities.querySelector('svg[data-icon="lucide:wifi"]')).not.toBeNull(),
    )
    // The photo comes in every screen width, with its box reserved.
    const photo = garden.querySelector('img')!
    await expect(photo.getAttribute('srcset')).toMatch(/ 320w, .* 640w, .* 1280w$/)
    // What a guest checks before booking: the policy, the house rules, where the inn is.
    const know = canvas.getByRole('region', { name: 'Good to know' })
    await expect(know).toHaveTextContent('Free cancellation until 2 days before check-in.')
    await expect(within(know).getByText('Quiet hours from 22:00 to 8:00.')).toBeVisible()
    const footer = canvas.getByRole('contentinfo')
    await expect(
      await within(footer).findByRole('link', { name: '+351 282 000 123' }, { timeout: 5000 }),
    ).toHaveAttribute('href', 'tel:+351282000123')
    await expect(footer).toHaveTextContent('Rua do Farol 12')
    await expect(photo).toHaveAttribute('width')
    // The inactive Old Stable is not offered.
    await expect(within(rooms).queryByRole('article', { name: 'Old Stable' })).toBeNull()
    await expect(canvas.getByRole('form', { name: 'Find your stay' })).toBeVisible()
    await findInnContact()
  },
}

/** The API has not answered yet: skeletons stand in for the rooms; the search already works. */
export const Loading: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.loading())
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading rooms…' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Rooms' })).toBeNull()
    await expect(canvas.getByRole('button', { name: /^Stay dates/ })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeEnabled()
  },
}

/** A new inn with no rooms yet: said plainly, under its own plain name (nothing of the demo’s). */
export const Empty: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.empty())
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No rooms to show yet' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Rooms' })).toBeNull()
    await findNewInnFooter()
  },
}

/** The rooms fail once: the first answer of `/api/rooms` is a 500. */
const roomsFailOnce = () => [
  http.get(
    '*/api/rooms',
    () => HttpResponse.json(errorBody('internal_error', 'Database offline.'), { status: 500 }),
    { once: true },
  ),
]

/** The rooms fail to load: an alert with a retry; the rest of the page still works. */
export const Error: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...roomsFailOnce())
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('We couldn’t load our rooms')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled()
    // The rest of the page still works (the inn's details load on their own).
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nightjar Inn' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(
      await canvas.findByText('Check-in from 15:00', {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Rooms' })).toBeNull()
    await findInnContact()
  },
}

/** After the error, Try again loads the rooms once the API answers (the page then is Default). */
export const RetryAfterError: StoryObj = {
  name: 'Try again after an error loads the rooms',
  tags: ['test-case'],
  beforeEach: ({ msw }) => {
    msw.use(...roomsFailOnce())
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('We couldn’t load our rooms')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const rooms = await canvas.findByRole('list', { name: 'Rooms' }, { timeout: 5000 })
    await expect(within(rooms).getAllByRole('article')).toHaveLength(5)
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** No network: the inn's details and the rooms fail, then the handlers answer again. */
const offlineOnce = () => {
  // The page and the footer each ask for the inn: both fail.
  let innFailures = 2
  return [
    http.get('*/api/inn', () => (innFailures-- > 0 ? HttpResponse.error() : undefined)),
    http.get('*/api/rooms', () => HttpResponse.error(), { once: true }),
  ]
}

/**
 * No network: the inn's details and the rooms both fail. The page stays, with a plain welcome,
 * the search card and the rooms' alert with a retry.
 */
export const Offline: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...offlineOnce())
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('We couldn’t load our rooms')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('form', { name: 'Find your stay' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Internal Server Error' })).toBeNull()
    await expect(canvas.queryByRole('list', { name: 'Rooms' })).toBeNull()
  },
}

/** Back online, Try again loads the rooms. */
export const RetryWhenBackOnline: StoryObj = {
  name: 'Try again when back online loads the rooms',
  tags: ['test-case'],
  beforeEach: ({ msw }) => {
    msw.use(...offlineOnce())
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const rooms = await canvas.findByRole('list', { name: 'Rooms' }, { timeout: 5000 })
    await expect(within(rooms).getAllByRole('article')).toHaveLength(5)
  },
}

/** Searching without dates, or without guests, says what to fix and sends nothing. */
export const SearchValidation: StoryObj = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Find your stay' }, { timeout: 5000 })
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }))
    await expect(within(form).getByText('Choose your check-in and check-out dates.')).toBeVisible()
    const dates = within(form).getByRole('button', { name: /^Stay dates/ })
    await waitFor(() => expect(dates).toHaveFocus())
    await expect(dates).toHaveAccessibleName(/Choose your check-in and check-out dates/)
    const guests = within(form).getByRole('spinbutton', { name: 'Guests' })
    await userEvent.clear(guests)
    await userEvent.tab()
    await expect(within(form).getByText('Enter the number of guests.')).toBeVisible()
    await expect(guests).toHaveAttribute('aria-invalid', 'true')
    await expect(storyLocation().pathname).toBe('/')
    await findInnContact()
  },
}

/**
 * Guests stop at the largest room (the Family Loft sleeps 5), where the field says that a
 * bigger party books two rooms; typing more comes back to 5.
 */
export const LargestParty: StoryObj = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Find your stay' }, { timeout: 5000 })
    await canvas.findByRole('list', { name: 'Rooms' }, { timeout: 5000 })
    const guests = within(form).getByRole('spinbutton', { name: 'Guests' })
    const more = within(form).getByRole('button', { name: 'More guests' })
    for (let i = 0; i < 3; i++) await userEvent.click(more)
    await expect(guests).toHaveValue('5')
    await expect(more).toBeDisabled()
    await expect(guests).toHaveAccessibleDescription(
      'Our largest room sleeps 5. A bigger party books more than one room.',
    )
    await userEvent.clear(guests)
    await userEvent.type(guests, '7')
    await userEvent.tab()
    await expect(guests).toHaveValue('5')
    await findInnContact()
  },
}

/** Lets the held `/api/rooms` request go on to the demo API. */
let releaseRooms = () => {}

/**
 * Dates picked while the rooms are still loading stay picked when they arrive (and set the
 * guests' limit): the search sends them. The rooms are held until the stay is picked, however
 * long picking takes.
 */
export const SearchBeforeRoomsLoad: StoryObj = {
  name: 'Dates picked before the rooms load are searched',
  tags: ['test-case'],
  beforeEach: ({ msw }) => {
    const held = new Promise<void>((resolve) => {
      releaseRooms = resolve
    })
    msw.use(
      // Answers nothing once released: the demo API's handler answers then.
      http.get('*/api/rooms', async () => {
        await held
      }),
    )
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Find your stay' }, { timeout: 5000 })
    await pickStay(form, FREE_STAY.checkIn, FREE_STAY.checkOut)
    await expect(canvas.queryByRole('list', { name: 'Rooms' })).toBeNull()
    releaseRooms()
    await canvas.findByRole('list', { name: 'Rooms' }, { timeout: 5000 })
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(storyLocation().pathname).toBe('/result'))
    await expect(Object.fromEntries(new URLSearchParams(storyLocation().search))).toEqual({
      checkIn: FREE_STAY.checkIn,
      checkOut: FREE_STAY.checkOut,
      guests: '2',
    })
  },
}

/**
 * A stay picked in the range calendar and 3 guests go to `/result` with the search (it ends on
 * the results page: a behaviour, drawn by the Result stories).
 */
export const Search: StoryObj = {
  name: 'A search opens the results for its stay and guests',
  tags: ['test-case'],
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Find your stay' }, { timeout: 5000 })
    await pickStay(form, FREE_STAY.checkIn, FREE_STAY.checkOut)
    await userEvent.click(within(form).getByRole('button', { name: 'More guests' }))
    await expect(within(form).getByRole('spinbutton', { name: 'Guests' })).toHaveValue('3')
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }))
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Available rooms' }, { timeout: 5000 }),
    ).toBeVisible()
    const { pathname, search } = storyLocation()
    await expect(pathname).toBe('/result')
    await expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      checkIn: FREE_STAY.checkIn,
      checkOut: FREE_STAY.checkOut,
      guests: '3',
    })
  },
}

let lookup = { reference: '', email: '' }
/** A booking of Alex Doe's in the mock store, to find again. */
const bookedForLookup = () => {
  const link = new URL(
    bookedLink({
      ...FREE_STAY,
      roomId: 1,
      guests: 2,
      guest: { name: 'Alex Doe', email: 'alex@example.com' },
    }),
    location.origin,
  )
  lookup = { reference: link.searchParams.get('ref')!, email: 'alex@example.com' }
}

const findBookingForm = async () => {
  const form = await screen.findByRole('form', { name: 'Find your booking' }, { timeout: 5000 })
  return {
    form,
    reference: within(form).getByRole('textbox', { name: 'Booking reference' }),
    email: within(form).getByRole('textbox', { name: 'Email' }),
    submit: within(form).getByRole('button', { name: 'Find booking' }),
  }
}

/**
 * Find my booking: the reference as a guest might type it (lower case, no dashes) and the email
 * in capitals open the booking's own view, with a new link.
 */
export const FindBooking: StoryObj = {
  name: 'Find my booking opens the booking’s own view',
  tags: ['test-case'],
  beforeEach: bookedForLookup,
  play: async ({ canvas }) => {
    const { reference, email, submit } = await findBookingForm()
    await userEvent.type(reference, lookup.reference.toLowerCase().replaceAll('-', ''))
    await userEvent.type(email, lookup.email.toUpperCase())
    await userEvent.click(submit)
    await expect(await findBookingConfirmed(canvas)).toBeVisible()
    await expect(canvas.getByLabelText('Booking reference')).toHaveTextContent(lookup.reference)
    const link = new URLSearchParams(storyLocation().search)
    await expect(link.get('ref')).toBe(lookup.reference)
    await expect(link.get('key')).toMatch(/^[A-Za-z0-9_-]{22}$/)
  },
}

/**
 * A reference and an email that do not match: one message for every kind of miss (it never
 * says whether the reference exists), and the form keeps what was typed.
 */
export const LookupMiss: StoryObj = {
  beforeEach: bookedForLookup,
  play: async () => {
    const { form, reference, email, submit } = await findBookingForm()
    await userEvent.type(reference, lookup.reference)
    await userEvent.type(email, 'someone.else@example.com')
    await userEvent.click(submit)
    const alert = await within(form).findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(
      'No booking matches this reference and email. Check both: the email is the one you booked with.',
    )
    await expect(reference).toHaveValue(lookup.reference)
    await expect(email).toHaveValue('someone.else@example.com')
    await expect(storyLocation().pathname).toBe('/')
    await findInnContact()
  },
}

/** Sent empty, then with a reference of the wrong shape: each field says what to fix. */
export const LookupValidation: StoryObj = {
  play: async () => {
    const { form, reference, email, submit } = await findBookingForm()
    await userEvent.click(submit)
    await expect(
      await within(form).findByText('Enter your booking reference.', {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(within(form).getByText('Enter the email you booked with.')).toBeVisible()
    await expect(reference).toHaveFocus()
    await userEvent.type(reference, 'NJ-123')
    await userEvent.type(email, 'alex@example.com')
    await userEvent.click(submit)
    await expect(
      await within(form).findByText(
        'A reference ends in two groups of five letters and digits, as in 7K3QF-2M9XD.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await expect(reference).toHaveAttribute('aria-invalid', 'true')
    // The email, fixed meanwhile, no longer says what was wrong with it.
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await expect(within(form).queryByText('Enter a valid email address.')).toBeNull()
    await findInnContact()
  },
}
