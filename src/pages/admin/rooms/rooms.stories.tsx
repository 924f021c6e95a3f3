import { mockStore } from '@mocks/handlers'
import { scenarios } from '@mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, screen, userEvent, within } from 'storybook/test'

import { errorBody } from '@/api'
import { routeStory, staffRouteStory, storyLocation } from '@/app/testing'
import { formatStay } from '@/domain/staff-format'
import {
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
import { clickDay } from '@/pages/shared/story-helpers'

export default {
  title: 'Pages/Staff/Rooms',
  ...staffRouteStory('/admin?section=rooms', {
    description:
      '`/admin?section=rooms` on the real routes and the mock API: the rooms, creating and ' +
      'editing one in a dialog (amenities with \'Create "{label}"\'), and closures with the ' +
      'multiple-dates picker.',
  }),
} satisfies Meta

const table = () => findTable('Rooms')
const rowOf = (text: string) => findRow('Rooms', text)

/** A day button of the open calendar (not an outside day of the other month). */
function dayButton(iso: string) {
  const button = document.querySelector<HTMLButtonElement>(
    `td:not([data-outside]) button[data-day="${iso}"]`,
  )
  if (!button) throw new globalThis.Error(`No day ${iso} in the calendar`)
  return button
}

/** Every room with its rate, amenities and whether it can be booked. */
export const Success: StoryObj = {
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Rooms' }, FIND_TIMEOUT)
    const garden = await rowOf('Garden Room')
    await expect(within(garden).getByText('€95')).toBeVisible()
    await expect(within(garden).getByText('Coffee maker')).toBeVisible()
    await expect(within(garden).getByText('Active')).toBeVisible()
    await expect(within(await rowOf('Old Stable')).getByText('Inactive')).toBeVisible()
    await expect(within(await rowOf('Sea View Suite')).getByText('+1 more')).toBeVisible()
    await expect(screen.getByText('6 rooms, 5 active')).toBeVisible()
    await untilStill()
  },
}

/** A new room: checked before sending, an amenity created on the spot, then in the list. */
export const CreateRoom: StoryObj = {
  play: async () => {
    // The loaded list (the one drawn while loading has the same button, and is replaced).
    await rowOf('Garden Room')
    await screen.findByText('6 rooms, 5 active', {}, FIND_TIMEOUT)
    await userEvent.click(screen.getByRole('button', { name: 'New room' }))
    // The dialog's code may still be on its way the first time.
    const dialog = await screen.findByRole('dialog', { name: 'New room' }, FIND_TIMEOUT)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create room' }))
    await expect(await within(dialog).findByText('Enter a name.')).toBeVisible()
    await expect(within(dialog).getByText('Enter the nightly rate.')).toBeVisible()
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Lighthouse Loft')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nightly rate/ }), '140')
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Amenities' }))
    await userEvent.keyboard('Sauna')
    await userEvent.click(
      await screen.findByRole('option', { name: 'Create "Sauna"' }, FIND_TIMEOUT),
    )
    // The new amenity is chosen (a removable chip); the list stays open for more.
    await expect(await within(dialog).findByRole('button', { name: 'Remove Sauna' })).toBeVisible()
    await userEvent.keyboard('wi')
    await userEvent.click(await screen.findByRole('option', { name: 'Wi-Fi' }, FIND_TIMEOUT))
    await userEvent.keyboard('{Escape}')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create room' }))
    await expect(await screen.findByText('Room created', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull())
    const loft = await rowOf('Lighthouse Loft')
    await expect(within(loft).getByText('€140')).toBeVisible()
    await expect(within(loft).getByText('Sauna')).toBeVisible()
    await expect(within(loft).getByText('Wi-Fi')).toBeVisible()
    await untilStill()
  },
}

/** Editing a room: a new rate and switched off, saved with a toast. */
export const EditRoom: StoryObj = {
  play: async () => {
    await userEvent.click(within(await rowOf('Attic Nook')).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Attic Nook' }, FIND_TIMEOUT)
    const rate = within(dialog).getByRole('textbox', { name: /Nightly rate/ })
    await expect(rate).toHaveValue('65.00')
    await userEvent.clear(rate)
    await userEvent.type(rate, '72.50')
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Active' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save room' }))
    await expect(await screen.findByText('Room saved', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull())
    const attic = await rowOf('Attic Nook')
    await eventually(() => expect(within(attic).getByText('€72.50')).toBeVisible())
    await expect(within(attic).getByText('Inactive')).toBeVisible()
    await untilStill()
  },
}

/** Opens the Garden Room's closures and picks two nights, five and six days ahead. */
async function pickTwoClosedNights() {
  await userEvent.click(
    within(await rowOf('Garden Room')).getByRole('button', { name: 'Closures' }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Closures · Garden Room' }, FIND_TIMEOUT)
  await expect(await within(dialog).findByText(/No closed nights/, {}, FIND_TIMEOUT)).toBeVisible()

  // Tom Becker has booked tomorrow night: it cannot be closed.
  await expect(await eventually(() => dayButton(mockDay(1)))).toBeDisabled()
  // Nor can a night already past (yesterday, when this month shows it).
  if (mockDay(-1).slice(0, 7) === mockDay(0).slice(0, 7)) {
    await expect(dayButton(mockDay(-1))).toBeDisabled()
  }
  await userEvent.click(dayButton(mockDay(5)))
  await userEvent.click(dayButton(mockDay(6)))
  await eventually(() => expect(within(dialog).getByText('2 nights closed.')).toBeVisible())
  return dialog
}

/** Closures: nights picked in the multiple-dates picker; booked nights cannot be picked. */
export const Closures: StoryObj = {
  play: async () => {
    const dialog = await pickTwoClosedNights()
    await expect(within(dialog).getByRole('button', { name: 'Save closures' })).toBeEnabled()
    await untilStill()
  },
}

/** Saving the nights picked closes them: a toast, and the API has them. */
export const SaveClosures: StoryObj = {
  name: 'Saving closures closes those nights',
  tags: ['test-case'],
  play: async () => {
    const dialog = await pickTwoClosedNights()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save closures' }))
    await expect(await screen.findByText('Closures saved', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await expect(screen.getByText('Garden Room: 2 closed nights.')).toBeInTheDocument()
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(mockStore().adminGetClosures(1).body).toEqual({
      dates: [mockDay(5), mockDay(6)],
      reasons: {},
    })
    await untilStill()
  },
}

/**
 * A week closed in two taps, with its reason: the first and the last night, "Painting", and the
 * dialog lists the run; saved, every night has its reason.
 */
export const CloseARun: StoryObj = {
  name: 'Closing a run of nights with a reason',
  play: async () => {
    await userEvent.click(
      within(await rowOf('Garden Room')).getByRole('button', { name: 'Closures' }),
    )
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Closures · Garden Room' },
      FIND_TIMEOUT,
    )
    await within(dialog).findByText(/No closed nights/, {}, FIND_TIMEOUT)
    await userEvent.click(within(dialog).getByRole('button', { name: /^First and last night/ }))
    const picker = await screen.findByRole('dialog', { name: 'First and last night' }, FIND_TIMEOUT)
    await within(picker).findByRole('button', { name: 'Next month' }, FIND_TIMEOUT)
    await clickDay(picker, mockDay(30))
    await clickDay(picker, mockDay(36))
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'Painting',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close these nights' }))
    await eventually(() => expect(within(dialog).getByText('7 nights closed.')).toBeVisible())
    const runs = within(dialog).getByRole('list', { name: 'Closed nights' })
    await expect(runs).toHaveTextContent(
      `${formatStay(mockDay(30), mockDay(36))}7 nights · Painting`,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save closures' }))
    await expect(await screen.findByText('Closures saved', {}, FIND_TIMEOUT)).toBeInTheDocument()
    const saved = mockStore().adminGetClosures(1).body as { reasons: Record<string, string> }
    await expect(Object.values(saved.reasons)).toEqual(Array.from({ length: 7 }, () => 'Painting'))
    // Opened again, the run comes back from the server with its reason.
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(
      within(await rowOf('Garden Room')).getByRole('button', { name: 'Closures' }),
    )
    const again = await screen.findByRole(
      'dialog',
      { name: 'Closures · Garden Room' },
      FIND_TIMEOUT,
    )
    await expect(
      await within(again).findByRole('list', { name: 'Closed nights' }, FIND_TIMEOUT),
    ).toHaveTextContent('7 nights · Painting')
    await untilStill()
  },
}

/** A night booked meanwhile: the server refuses the closures and the dialog says which. */
export const ClosureConflict: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put('*/api/admin/rooms/:id/closures', () =>
        HttpResponse.json(
          errorBody('closure_conflict', 'The room is booked on some of these dates.', {
            dates: `Booked on ${mockDay(5)}.`,
          }),
          { status: 409 },
        ),
      ),
    )
  },
  play: async () => {
    await userEvent.click(
      within(await rowOf('Garden Room')).getByRole('button', { name: 'Closures' }),
    )
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Closures · Garden Room' },
      FIND_TIMEOUT,
    )
    await userEvent.click(await eventually(() => dayButton(mockDay(5))))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save closures' }))
    const alert = await within(dialog).findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent('The room is booked on some of these dates.')
    await expect(alert).toHaveTextContent(`Booked on ${mockDay(5)}.`)
    await expect(dialog).toBeVisible()
    await untilStill()
  },
}

/** `?dialog=new-room` (the command palette's "New room") opens the dialog, empty. */
export const NewRoomFromAddress: StoryObj = {
  ...routeStory('/admin?section=rooms&dialog=new-room'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New room' }, FIND_TIMEOUT)
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('')
    await expect(within(dialog).getByRole('button', { name: 'Create room' })).toBeVisible()
    await untilStill()
  },
}

/** Closing the dialog opened from the address drops it from the address. */
export const CloseNewRoomFromAddress: StoryObj = {
  ...routeStory('/admin?section=rooms&dialog=new-room'),
  name: 'Closing the new room dialog drops it from the address',
  tags: ['test-case'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New room' }, FIND_TIMEOUT)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull())
    await eventually(() => expect(storyLocation().search).toBe('?section=rooms'))
    await untilStill()
  },
}

/** While the rooms load, the table is covered and busy. */
export const Loading: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/admin/rooms', () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    await screen.findByRole('heading', { level: 1, name: 'Rooms' }, FIND_TIMEOUT)
    await expect(screen.getByText('Loading rooms…')).toBeVisible()
    await eventually(() =>
      expect(canvasElement.querySelector('[data-slot="loading-overlay"]')).not.toBeNull(),
    )
    await untilStill()
  },
}

/** No rooms yet: 'No data', and the way to add the first. */
export const Empty: StoryObj = {
  beforeEach: () => signInForStory({ empty: true }),
  play: async () => {
    await expect(
      await eventually(async () => within(await table()).getByText('No data')),
    ).toBeVisible()
    await expect(screen.getByText('0 rooms, 0 active')).toBeVisible()
    await expect(screen.getByRole('button', { name: 'New room' })).toBeEnabled()
    await untilStill()
  },
}

/** The rooms fail to load: the server's message and a way to try again. */
export const Error: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.errorFor('adminListRooms', 'internal_error', 'Rooms are unreachable.'))
  },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent('Could not load rooms')
    await expect(alert).toHaveTextContent('Rooms are unreachable.')
    await expect(screen.queryByRole('table')).toBeNull()
    await untilStill()
  },
}

/** On a phone: the rooms table scrolls inside its box, and the page never sideways. */
export const Phone: StoryObj = {
  ...phoneStory,
  name: 'On a phone the rooms table scrolls inside its box',
  tags: ['test-case'],
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Rooms' }, FIND_TIMEOUT)
    await expect(within(await rowOf('Garden Room')).getByText('€95')).toBeInTheDocument()
    await expect(screen.getByRole('button', { name: 'New room' })).toBeVisible()
    await expectNoSidewaysScroll()
    await untilStill()
  },
}
