import { mockStore } from '@mocks/handlers'
import { scenarios } from '@mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { errorBody } from '@/api/errors'
import { routeStory, storyLocation } from '@/app/testing'
import { addDays } from '@/domain/calendar'
import { formatDateRange } from '@/domain/format'
import { resultPath } from '@/pages/shared/stay-rules'
import {
  dayFromToday,
  findInnContact,
  findNewInnFooter,
  FREE_STAY,
  resultUrl,
  storyPhoto,
} from '@/pages/shared/story-helpers'

export default {
  title: 'Pages/Guest/Result',
  ...routeStory(resultUrl, {
    description:
      '`/result?checkIn&checkOut&guests`: the free rooms for a stay, then the taken ones, on ' +
      'the real routes with the mock API (a stay 20 to 23 days from today, 2 guests).',
  }),
} satisfies Meta

/** Free rooms with nights, the total in euros, amenities and a Book link carrying the stay. */
export const Default: StoryObj = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Available rooms' },
        { timeout: 15_000 },
      ),
    ).toBeVisible()
    await expect(
      await canvas.findByText(/3 nights · 2 guests/, {}, { timeout: 5000 }),
    ).toBeVisible()
    const list = await canvas.findByRole(
      'list',
      { name: /rooms? (is|are) free/ },
      { timeout: 5000 },
    )
    const garden = within(list).getByRole('article', { name: 'Garden Room' })
    await expect(garden).toHaveTextContent('3 nights in total')
    await expect(garden).toHaveTextContent('€285')
    await expect(within(garden).getByRole('list', { name: 'Amenities' })).toHaveTextContent(
      'Garden view',
    )
    const book = within(garden).getByRole('link', { name: 'Book Garden Room' })
    await expect(book).toHaveAttribute(
      'href',
      `/booking?room=1&checkIn=${FREE_STAY.checkIn}&checkOut=${FREE_STAY.checkOut}&guests=2`,
    )
    // Rooms too small for 2 guests are not offered.
    await expect(within(list).queryByRole('article', { name: 'Attic Nook' })).toBeNull()
    // The search is there to edit, holding this stay.
    const form = canvas.getByRole('form', { name: 'Change your search' })
    await expect(within(form).getByRole('spinbutton', { name: 'Guests' })).toHaveValue('2')
    await findInnContact()
  },
}

/**
 * A room with photos of its own (uploaded by staff): its card shows the first, in its sizes from
 * the API, with the words staff wrote for it; the others keep their built-in pictures.
 */
export const RoomWithItsOwnPhotos: StoryObj = {
  beforeEach: async () => {
    const store = mockStore()
    const kept = []
    for (const file of [
      await storyPhoto('terrace.png', 1600, 1000, '#2f5d50', '#b08d57'),
      await storyPhoto('bath.png', 1000, 1400, '#c9ccd1', '#6d7178'),
    ]) {
      const answer = await store.uploadPhoto(new Uint8Array(await file.arrayBuffer()))
      kept.push((answer.body as { photo: { id: string } }).photo.id)
    }
    store.adminUpdateRoom(1, {
      photos: [
        { id: kept[0]!, alt: 'The Garden Room’s terrace at dusk' },
        { id: kept[1]!, alt: 'The bathroom' },
      ],
    })
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole(
      'list',
      { name: /rooms? (is|are) free/ },
      { timeout: 15_000 },
    )
    const garden = within(list).getByRole('article', { name: 'Garden Room' })
    const photo = within(garden).getByRole('img', { name: 'The Garden Room’s terrace at dusk' })
    await expect(photo.getAttribute('srcset')).toMatch(
      /^\/api\/photos\/[0-9a-f]{32}\/320\.webp 320w, .*\/1536\.webp 1536w, .*\/1600\.webp 1600w$/,
    )
    await expect(photo).toHaveAttribute('width', '1600')
    await expect(photo).toHaveAttribute('height', '1000')
    await waitFor(() => expect((photo as HTMLImageElement).naturalWidth).toBeGreaterThan(0), {
      timeout: 5000,
    })
    // A room without photos of its own shows its built-in picture, as before.
    const courtyard = within(list).getByRole('article', { name: 'Courtyard Double' })
    await expect(courtyard.querySelector('img')).toHaveAttribute('alt', '')
    await findInnContact()
  },
}

/** The heading said when no room is free for the stay. */
const findNoRoomsFree = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { name: 'No rooms are free for these dates' }, { timeout: 5000 })

/** Days `from` to `to` from today, for a search of `guests` (the story's 2 by default). */
const searchOf = (from: number, to: number, guests = FREE_STAY.guests) =>
  resultPath({ checkIn: dayFromToday(from), checkOut: dayFromToday(to), guests })

/** Closes a room on every night of the coming year but `open` ones (its booked nights). */
const closeForTheYear = (roomId: number, open: number[]) =>
  mockStore().adminPutClosures(roomId, {
    dates: Array.from({ length: 400 }, (_, day) => day)
      .filter((day) => !open.includes(day))
      .map(dayFromToday),
    reasons: {},
  })

/**
 * Some rooms are taken for the stay: after the free one, each says so in words, with its
 * nearest free stay of 3 nights to search (the Family Loft is booked from day 21, the Sea View
 * Suite closed on days 20–22; its stays from day 17 and day 23 are as near, and the later one
 * is offered). The Courtyard Double, closed all year, has none.
 */
export const SomeRoomsTaken: StoryObj = {
  beforeEach: () => {
    closeForTheYear(5, [2, 3])
  },
  play: async ({ canvas }) => {
    const free = await canvas.findByRole('list', { name: '1 room is free' }, { timeout: 5000 })
    await expect(within(free).getByRole('article', { name: 'Garden Room' })).toBeVisible()
    const taken = canvas.getByRole('list', { name: '3 rooms are taken for these dates' })
    const cards = within(taken).getAllByRole('article')
    await expect(cards).toHaveLength(3)
    for (const card of cards) {
      await expect(card).toHaveTextContent('Taken for these dates')
      await expect(within(card).queryByRole('link', { name: /^Book/ })).toBeNull()
    }
    const courtyard = within(taken).getByRole('article', { name: 'Courtyard Double' })
    await expect(courtyard).toHaveTextContent('No free stay of 3 nights in the coming year.')
    await expect(within(courtyard).queryByRole('link')).toBeNull()
    const suite = within(taken).getByRole('article', { name: 'Sea View Suite' })
    await expect(
      within(suite).getByRole('link', {
        name: `Free ${formatDateRange(dayFromToday(23), dayFromToday(26))} in Sea View Suite`,
      }),
    ).toHaveAttribute('href', searchOf(23, 26))
    const loft = within(taken).getByRole('article', { name: 'Family Loft' })
    await expect(
      within(loft).getByRole('link', {
        name: `Free ${formatDateRange(dayFromToday(18), dayFromToday(21))} in Family Loft`,
      }),
    ).toHaveAttribute('href', searchOf(18, 21))
    await findInnContact()
  },
}

/** A taken room's nearest stay, followed: the search for those dates, where the room is free. */
export const NearestFreeStay: StoryObj = {
  play: async ({ canvas }) => {
    const taken = await canvas.findByRole(
      'list',
      { name: '2 rooms are taken for these dates' },
      { timeout: 5000 },
    )
    await userEvent.click(within(taken).getByRole('link', { name: /in Family Loft$/ }))
    await waitFor(() =>
      expect(`${storyLocation().pathname}${storyLocation().search}`).toBe(searchOf(18, 21)),
    )
    await waitFor(
      () => {
        const free = canvas.getByRole('list', { name: /rooms? (is|are) free/ })
        return expect(within(free).getByRole('article', { name: 'Family Loft' })).toBeVisible()
      },
      { timeout: 5000 },
    )
    await expect(
      canvas.getByText(
        `${formatDateRange(dayFromToday(18), dayFromToday(21))} · 3 nights · 2 guests`,
      ),
    ).toBeVisible()
    await findInnContact()
  },
}

/**
 * Every room for the party is taken: said once, without other weeks to guess at; each room's
 * nearest free stay follows (the Garden Room and the Courtyard Double closed on days 20–22).
 */
export const AllRoomsTaken: StoryObj = {
  beforeEach: () => {
    for (const room of [1, 5]) {
      mockStore().adminPutClosures(room, { dates: [20, 21, 22].map(dayFromToday), reasons: {} })
    }
  },
  play: async ({ canvas }) => {
    await expect(await findNoRoomsFree(canvas)).toBeVisible()
    await expect(canvas.getByText(/Every room for 2 guests is taken/)).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /^A week (earlier|later)/ })).toBeNull()
    const taken = canvas.getByRole('list', { name: '4 rooms are taken for these dates' })
    const garden = within(taken).getByRole('article', { name: 'Garden Room' })
    await expect(garden).toHaveTextContent('Taken for these dates')
    await expect(
      within(garden).getByRole('link', { name: /^Free .* in Garden Room$/ }),
    ).toHaveAttribute('href', searchOf(23, 26))
    await findInnContact()
  },
}

/** While availability loads: skeletons, announced; the search card is already usable. */
export const Loading: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.loading())
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Looking for free rooms…' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeEnabled()
  },
}

/** Nothing free: an honest empty state that offers the same stay a week earlier or later. */
export const Empty: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.empty())
  },
  play: async ({ canvas }) => {
    await expect(await findNoRoomsFree(canvas)).toBeVisible()
    const later = canvas.getByRole('link', { name: /^A week later/ })
    await expect(later).toHaveAttribute(
      'href',
      `/result?checkIn=${addDays(FREE_STAY.checkIn, 7)}&checkOut=${addDays(FREE_STAY.checkOut, 7)}&guests=2`,
    )
    await expect(canvas.getByRole('link', { name: /^A week earlier/ })).toBeVisible()
    await findNewInnFooter()
  },
}

/** Six guests, 100 to 103 days from today (every room free then). */
const bigParty = () => ({ checkIn: dayFromToday(100), checkOut: dayFromToday(103), guests: 6 })

/**
 * A party larger than the largest room (the Family Loft sleeps 5): no other week would do, so
 * the page says so and offers the search for two rooms: half the party each.
 */
export const PartyTooLarge: StoryObj = {
  ...routeStory(() => resultPath(bigParty())),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Our largest room sleeps 5 guests' },
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await expect(canvas.getByText(/No single room fits 6 guests/)).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /^A week (earlier|later)/ })).toBeNull()
    const split = canvas.getByRole('link', { name: 'Search rooms for 3 guests' })
    await expect(split).toHaveAttribute('href', resultPath({ ...bigParty(), guests: 3 }))
    // The guests field stops at the largest room.
    const form = canvas.getByRole('form', { name: 'Change your search' })
    await expect(within(form).getByRole('spinbutton', { name: 'Guests' })).toHaveAttribute(
      'aria-valuemax',
      '5',
    )
    await expect(within(form).getByRole('button', { name: 'More guests' })).toBeDisabled()
    await findInnContact()
  },
}

/**
 * A link for twelve guests, more than the search card offers: the page, not a missing one, with
 * the offer of three rooms (twelve guests in parts of four).
 */
export const PartyOfTwelve: StoryObj = {
  ...routeStory(() => resultPath({ ...bigParty(), guests: 12 })),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Our largest room sleeps 5 guests' },
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await expect(
      canvas.getByText(
        'No single room fits 12 guests. Book three rooms for the same dates: search for 4 guests and book a room for each part of your party.',
      ),
    ).toBeVisible()
    const split = canvas.getByRole('link', { name: 'Search rooms for 4 guests' })
    await expect(split).toHaveAttribute('href', resultPath({ ...bigParty(), guests: 4 }))
    // The site's own page: its navigation and its footer.
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await findInnContact()
  },
}

/** Availability answers a 500 once. */
const availabilityFailsOnce = () => [
  http.get(
    '*/api/availability',
    () => HttpResponse.json(errorBody('internal_error', 'Database offline.'), { status: 500 }),
    { once: true },
  ),
]

/** Availability fails: an alert with the server's message and a retry; the search stays usable. */
export const Error: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...availabilityFailsOnce())
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('We couldn’t check availability')
    await expect(alert).toHaveTextContent('Database offline.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(canvas.getByRole('form', { name: 'Change your search' })).toBeVisible()
    await expect(canvas.queryByRole('list', { name: /rooms? (is|are) free/ })).toBeNull()
    await findInnContact()
  },
}

/** After the error, Try again shows the rooms once the API answers (the page then is Default). */
export const RetryAfterError: StoryObj = {
  name: 'Try again after an error shows the free rooms',
  tags: ['test-case'],
  beforeEach: ({ msw }) => {
    msw.use(...availabilityFailsOnce())
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const list = await canvas.findByRole(
      'list',
      { name: /rooms? (is|are) free/ },
      { timeout: 5000 },
    )
    await expect(within(list).getByRole('article', { name: 'Garden Room' })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** No network for the first availability request. */
const availabilityOfflineOnce = () => [
  http.get('*/api/availability', () => HttpResponse.error(), { once: true }),
]

/** No network: the alert says the service could not be reached; the search stays usable. */
export const Offline: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...availabilityOfflineOnce())
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('We couldn’t check availability')
    await expect(alert).toHaveTextContent('The booking service could not be reached.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(canvas.getByRole('form', { name: 'Change your search' })).toBeVisible()
    await expect(canvas.queryByRole('list', { name: /rooms? (is|are) free/ })).toBeNull()
    await findInnContact()
  },
}

/** Back online, Try again shows the free rooms. */
export const RetryWhenBackOnline: StoryObj = {
  name: 'Try again when back online shows the free rooms',
  tags: ['test-case'],
  beforeEach: ({ msw }) => {
    msw.use(...availabilityOfflineOnce())
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('The booking service could not be reached.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const list = await canvas.findByRole(
      'list',
      { name: /rooms? (is|are) free/ },
      { timeout: 5000 },
    )
    await expect(within(list).getByRole('article', { name: 'Garden Room' })).toBeVisible()
  },
}

/** The API refuses the stay (it starts in the past): the reason, and other dates to pick. */
export const DatesRefused: StoryObj = {
  ...routeStory(() => `/result?checkIn=${dayFromToday(-3)}&checkOut=${dayFromToday(-1)}&guests=2`),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('These dates can’t be booked')
    await expect(alert).toHaveTextContent('Check-in cannot be in the past.')
    await findInnContact()
  },
}

/** Guests changed in place: the page moves to the new search and shows its rooms (the single Attic Nook fits 1 guest). */
export const EditSearch: StoryObj = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Change your search' }, { timeout: 5000 })
    await canvas.findByRole('list', { name: /rooms? (is|are) free/ }, { timeout: 5000 })
    const guests = within(form).getByRole('spinbutton', { name: 'Guests' })
    await userEvent.clear(guests)
    await userEvent.type(guests, '1')
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(storyLocation().search).toContain('guests=1'))
    await expect(
      await canvas.findByText(/3 nights · 1 guest$/, {}, { timeout: 5000 }),
    ).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('article', { name: 'Attic Nook' })).toBeVisible())
    await findInnContact()
  },
}

/** An invalid query (a date that does not exist, 0 guests) is a page validation failure. */
export const InvalidQuery: StoryObj = {
  ...routeStory('/result?checkIn=2026-02-30&checkOut=2026-03-02&guests=0'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Page Not Found' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByText('Page Not Found: /result')).toBeVisible()
    await expect(canvas.getByText('404')).toBeVisible()
  },
}

/** No query at all is a page validation failure too (drawn as Invalid Query). */
export const MissingQuery: StoryObj = {
  name: 'No query at all is a page not found',
  tags: ['test-case'],
  ...routeStory('/result'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Page Not Found' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByText('Page Not Found: /result')).toBeVisible()
  },
}
