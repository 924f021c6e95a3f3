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
import { clickDay, storyPhoto } from '@/pages/shared/story-helpers'

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

/** Opens the Garden Room's editor; its dialog. */
async function editGardenRoom() {
  await userEvent.click(within(await rowOf('Garden Room')).getByRole('button', { name: 'Edit' }))
  return screen.findByRole('dialog', { name: 'Edit Garden Room' }, FIND_TIMEOUT)
}

/** The file input of the room's photos (a real one, drawn as the "Add photos" button). */
const photoInput = (dialog: HTMLElement) =>
  within(dialog).getByLabelText<HTMLInputElement>('Add photos')

/** Files chosen as a person chooses them, their type not checked against `accept` (All files). */
const chooser = () => userEvent.setup({ applyAccept: false })

/** Three photos chosen at once, described, put in order and one removed; saved, then as saved. */
export const RoomPhotos: StoryObj = {
  name: 'Room photos: several uploaded, described and put in order',
  play: async () => {
    let dialog = await editGardenRoom()
    const input = photoInput(dialog)
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif')
    await expect(input).toHaveAttribute('multiple')
    await chooser().upload(input, [
      await storyPhoto('bed.png', 1200, 800, '#5b6b4e', '#8a6a4a'),
      await storyPhoto('desk.png', 900, 1200, '#48607a', '#6b5a48'),
      await storyPhoto('garden.png', 1600, 900, '#3f6b3a', '#7a8a50'),
    ])
    const list = await within(dialog).findByRole('list', { name: 'Photos' }, FIND_TIMEOUT)
    await eventually(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    await expect(within(dialog).getByText('Main')).toBeVisible()
    const words = (n: number) =>
      within(dialog).getByRole('textbox', { name: `Photo ${n}: What it shows` })
    await userEvent.type(words(1), 'The bed under the window')
    await userEvent.type(words(3), 'The herb garden from the door')
    // The garden first, the desk's photo removed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move photo 3 earlier' }))
    await expect(within(dialog).getByRole('button', { name: 'Move photo 2 earlier' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 3' }))
    await expect(words(1)).toHaveValue('The herb garden from the door')
    await expect(words(2)).toHaveValue('The bed under the window')
    await expect(
      within(dialog).getByRole('button', { name: 'Move photo 1 earlier' }),
    ).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save room' }))
    await expect(await screen.findByText('Room saved', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull())

    // As saved: the garden first, then the bed.
    dialog = await editGardenRoom()
    const saved = within(dialog).getByRole('list', { name: 'Photos' })
    await expect(within(saved).getAllByRole('listitem')).toHaveLength(2)
    await expect(words(1)).toHaveValue('The herb garden from the door')
    await expect(words(2)).toHaveValue('The bed under the window')
    await eventually(() =>
      expect(
        [...saved.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0),
      ).toBe(true),
    )
    saved.scrollIntoView({ block: 'center' })
    await untilStill()
  },
}

/** Photos going up: the one being sent with its progress, the next one waiting its turn. */
export const UploadingPhotos: StoryObj = {
  name: 'Room photos: uploading',
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/api/admin/photos', () => delay('infinite')))
  },
  play: async () => {
    const dialog = await editGardenRoom()
    await chooser().upload(photoInput(dialog), [
      await storyPhoto('terrace.png', 1200, 800, '#6b5a48', '#a08a6a'),
      await storyPhoto('bathroom.png', 800, 1200, '#d0d4d8', '#8a8f96'),
    ])
    const uploads = await within(dialog).findByRole('list', { name: 'Uploads' }, FIND_TIMEOUT)
    await expect(
      within(uploads).getByRole('progressbar', { name: 'Uploading terrace.png' }),
    ).toBeVisible()
    await expect(
      within(uploads).getByRole('progressbar', { name: 'Waiting to upload bathroom.png' }),
    ).toBeVisible()
    await expect(within(uploads).getByText('Uploading…')).toBeVisible()
    await expect(within(uploads).getByText('Waiting')).toBeVisible()
    uploads.scrollIntoView({ block: 'center' })
    await untilStill()
  },
}

/** Files the server does not take: each stays in the list with the server's words. */
export const PhotoRefused: StoryObj = {
  name: 'Room photos: files refused',
  play: async () => {
    const dialog = await editGardenRoom()
    await chooser().upload(photoInput(dialog), [
      new File([new TextEncoder().encode('GIF89a\x01\x00\x01\x00')], 'animation.gif', {
        type: 'image/gif',
      }),
      new File(['these are notes, not a photo'], 'notes.jpg', { type: 'image/jpeg' }),
      await storyPhoto('porch.png', 1000, 700, '#7a6a5a', '#4a3a2a'),
    ])
    const uploads = await within(dialog).findByRole('list', { name: 'Uploads' }, FIND_TIMEOUT)
    await eventually(() => expect(within(uploads).getAllByRole('alert')).toHaveLength(2))
    const [gif, notes] = within(uploads).getAllByRole('alert')
    await expect(gif).toHaveTextContent(
      'GIF files are not taken. Upload a JPEG, PNG, WebP or AVIF photo.',
    )
    await expect(notes).toHaveTextContent(
      'This file is not a photo that can be read. Upload a JPEG, PNG, WebP or AVIF photo.',
    )
    // The photo among them went up.
    const list = await within(dialog).findByRole('list', { name: 'Photos' }, FIND_TIMEOUT)
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    await expect(
      within(uploads).getByRole('button', { name: 'Dismiss animation.gif' }),
    ).toBeVisible()
    uploads.scrollIntoView({ block: 'center' })
    await untilStill()
  },
}

/** A photo gone from the server since it was chosen: the API's field error under Photos. */
export const PhotoGone: StoryObj = {
  name: 'Room photos: one the server no longer has',
  tags: ['test-case'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.patch('*/api/admin/rooms/:id', () =>
        HttpResponse.json(
          errorBody('validation_error', 'Check the highlighted fields.', {
            'photos.0.id': 'This photo is not on the server. Upload it again.',
          }),
          { status: 400 },
        ),
      ),
    )
  },
  play: async () => {
    const dialog = await editGardenRoom()
    await chooser().upload(photoInput(dialog), [
      await storyPhoto('hall.png', 800, 600, '#5a4a3a', '#3a2a1a'),
    ])
    await within(dialog).findByRole('list', { name: 'Photos' }, FIND_TIMEOUT)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save room' }))
    const group = await within(dialog).findByRole('group', { name: /^Photos/ }, FIND_TIMEOUT)
    await expect(
      await within(group).findByText('This photo is not on the server. Upload it again.'),
    ).toBeVisible()
    await expect(dialog).toBeVisible()
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
