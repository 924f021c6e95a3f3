import { mockStore } from '@mocks/handlers'
import { scenarios } from '@mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, screen, userEvent, within } from 'storybook/test'

import { staffRouteStory } from '@/app/testing'
import {
  eventually,
  expectNoSidewaysScroll,
  FIND_TIMEOUT,
  phoneStory,
  signInForStory,
  untilStill,
} from '@/pages/admin/testing/admin-story'

export default {
  title: 'Pages/Staff/Settings',
  ...staffRouteStory('/admin?section=settings', {
    description:
      "`/admin?section=settings` on the real routes and the mock API: the inn's name, currency, " +
      'check-in and check-out times (time-only picker) and time zone, saved with a toast.',
  }),
} satisfies Meta

const innName = () => screen.findByRole('textbox', { name: /Inn name/ }, FIND_TIMEOUT)

/** The inn's settings as saved: name, currency, time zone, check-in and check-out times. */
export const Success: StoryObj = {
  play: async () => {
    const name = await innName()
    await expect(name).toHaveValue('Nightjar Inn')
    await expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('EUR')
    await expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveTextContent(
      'Europe/Lisbon',
    )
    await expect(screen.getByRole('button', { name: /^Check-in from/ })).toHaveTextContent('15:00')
    await expect(screen.getByRole('button', { name: /^Check-out by/ })).toHaveTextContent('11:00')
    await untilStill()
  },
}

/** Change the name and the check-in time, save: a toast, and the API has the new values. */
export const SaveSettings: StoryObj = {
  name: 'Saving a new name and check-in time',
  tags: ['test-case'],
  play: async () => {
    const name = await innName()
    await expect(name).toHaveValue('Nightjar Inn')
    const checkIn = screen.getByRole('button', { name: /^Check-in from/ })
    await expect(checkIn).toHaveTextContent('15:00')

    await userEvent.clear(name)
    await userEvent.type(name, 'Nightjar Guest House')
    // The time-only picker: one hour later with the hours spin button.
    await userEvent.click(checkIn)
    const hours = await screen.findByRole('spinbutton', { name: 'Hours' }, FIND_TIMEOUT)
    hours.focus()
    await userEvent.keyboard('{ArrowUp}')
    await userEvent.keyboard('{Escape}')
    await eventually(() => expect(checkIn).toHaveTextContent('16:00'))

    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await expect(await screen.findByText('Settings saved', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await eventually(() =>
      expect(mockStore().adminGetSettings().body).toMatchObject({
        innName: 'Nightjar Guest House',
        checkInTime: '16:00',
      }),
    )
    await untilStill()
  },
}

/** A missing name is caught before sending. */
export const Invalid: StoryObj = {
  play: async () => {
    const name = await innName()
    await userEvent.clear(name)
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await expect(await screen.findByText('Enter the inn’s name.')).toBeVisible()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(screen.queryByText('Settings saved')).toBeNull()
    await untilStill()
  },
}

/** Opens the currency select and searches it for `GBP`. */
async function searchCurrency() {
  await innName()
  await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }))
  await userEvent.keyboard('GBP')
  return screen.findByRole('option', { name: /^GBP/ }, FIND_TIMEOUT)
}

/** The currency select searches every ISO 4217 code: `GBP` typed, the pound sterling found. */
export const ChooseCurrency: StoryObj = {
  play: async () => {
    await expect(await searchCurrency()).toBeVisible()
    await untilStill()
  },
}

/** A currency chosen and saved: the API has it. */
export const SaveCurrency: StoryObj = {
  name: 'Saving a new currency',
  tags: ['test-case'],
  play: async () => {
    await userEvent.click(await searchCurrency())
    await eventually(() =>
      expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('GBP'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await expect(await screen.findByText('Settings saved', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await eventually(() =>
      expect(mockStore().adminGetSettings().body).toMatchObject({ currency: 'GBP' }),
    )
    await untilStill()
  },
}

/** While the settings load: a placeholder, no form. */
export const Loading: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/admin/settings', () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, FIND_TIMEOUT)
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).not.toBeNull()
    await expect(screen.queryByRole('form')).toBeNull()
    await untilStill()
  },
}

/**
 * A new inn (no rooms or bookings) starts with nothing of the demo's: a plain name, no words,
 * no address. Settings have no empty state: this draws as Success does, so it is a test case,
 * without a picture of its own.
 */
export const Empty: StoryObj = {
  name: 'A new inn starts with nothing of the demo’s',
  tags: ['test-case'],
  beforeEach: () => signInForStory({ empty: true }),
  play: async () => {
    await expect(await innName()).toHaveValue('Guest house')
    for (const field of ['Tagline', 'Short name', 'Address', 'Phone', 'Legal name']) {
      await expect(screen.getByRole('textbox', { name: field })).toHaveValue('')
    }
    await expect(screen.getByRole('textbox', { name: 'Reference prefix' })).toHaveValue('BK')
    await expect(screen.getByRole('button', { name: /^Check-out by/ })).toHaveTextContent('11:00')
    await expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled()
    await untilStill()
  },
}

/** The settings fail to load: the server's message and a way to try again. */
export const Error: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.errorFor('adminGetSettings', 'internal_error', 'Settings are locked.'))
  },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent('Could not load the settings')
    await expect(alert).toHaveTextContent('Settings are locked.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
    await untilStill()
  },
}

/**
 * A colleague without the owner's role opens the settings by their address: told the settings
 * are the owner's, with nothing to try again (the sidebar does not offer them).
 */
export const NotTheOwner: StoryObj = {
  beforeEach: () => signInForStory({ role: 'staff' }),
  play: async () => {
    const title = await screen.findByText('Your account cannot open this', {}, FIND_TIMEOUT)
    const refused = title.closest('[data-slot=load-refused]')!
    await expect(refused).toHaveRole('status')
    await expect(refused).toHaveTextContent(
      'Only the inn’s owner manages settings and staff accounts.',
    )
    await expect(screen.queryByRole('alert')).toBeNull()
    await expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    await expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull()
    await untilStill()
  },
}

/**
 * What guests see of the inn: the phone left empty (it disappears from the site) and new house
 * rules, saved; a contact email that is not one is caught first.
 */
export const GuestDetails: StoryObj = {
  play: async () => {
    await innName()
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    await expect(phone).toHaveValue('+351 282 000 123')
    const email = screen.getByRole('textbox', { name: 'Contact email' })
    await userEvent.clear(email)
    await userEvent.type(email, 'not an email')
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await expect(
      await screen.findByText('Enter a valid email address, or leave it empty.'),
    ).toBeVisible()
    await userEvent.clear(email)
    await userEvent.type(email, 'hello@nightjar.example')
    await userEvent.clear(phone)
    const rules = screen.getByRole('textbox', { name: /House rules/ })
    await userEvent.clear(rules)
    await userEvent.type(rules, 'No parties.{Enter}Pets on request.')
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await expect(await screen.findByText('Settings saved', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await eventually(() =>
      expect(mockStore().adminGetSettings().body).toMatchObject({
        phone: '',
        email: 'hello@nightjar.example',
        houseRules: 'No parties.\nPets on request.',
      }),
    )
    await untilStill()
  },
}

/**
 * The inn's own name and words: a new name, short name, tagline and reference prefix, saved; the
 * staff area's side bar and the page's title take them at once, and new references start with
 * the prefix (shown as it is typed).
 */
export const Identity: StoryObj = {
  name: 'The inn’s own name and words',
  play: async () => {
    const name = await innName()
    await userEvent.clear(name)
    await userEvent.type(name, 'Casa Azul')
    const short = screen.getByRole('textbox', { name: 'Short name' })
    await userEvent.clear(short)
    await userEvent.type(short, 'Azul')
    const tagline = screen.getByRole('textbox', { name: 'Tagline' })
    await userEvent.clear(tagline)
    await userEvent.type(tagline, 'Rooms around a tiled courtyard')
    const prefix = screen.getByRole('textbox', { name: 'Reference prefix' })
    await userEvent.clear(prefix)
    await userEvent.type(prefix, 'azul')
    await expect(prefix).toHaveAccessibleDescription(/start with it: AZUL-7K3QF-2M9XD\./)
    const website = screen.getByRole('textbox', { name: 'Website' })
    await userEvent.type(website, 'casa-azul.example')
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await expect(
      await screen.findByText('Enter a full address starting with https://, or leave it empty.'),
    ).toBeVisible()
    await userEvent.clear(website)
    await userEvent.type(website, 'https://casa-azul.example')
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await expect(await screen.findByText('Settings saved', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await expect(mockStore().adminGetSettings().body).toMatchObject({
      innName: 'Casa Azul',
      shortName: 'Azul',
      tagline: 'Rooms around a tiled courtyard',
      referencePrefix: 'AZUL',
      website: 'https://casa-azul.example',
    })
    const brand = await screen.findByRole('link', { name: /^Azul/ }, FIND_TIMEOUT)
    await expect(brand).toHaveAttribute('data-slot', 'admin-brand')
    await eventually(() => expect(document.title).toBe('Staff · Casa Azul'))
    await untilStill()
  },
}

/**
 * An owner who tried the demo, signed in with an account of their own, removes it: asked first
 * with what goes, then every room and booking is gone, the settings are a new inn's, and the
 * card is gone with the demo.
 */
export const RemoveDemo: StoryObj = {
  name: 'Removing the demo to start afresh',
  beforeEach: () => signInForStory({ ownAccount: true }),
  play: async () => {
    await innName()
    const card = (await screen.findByRole('heading', { name: 'Start without the demo' })).closest(
      '[data-slot=demo-card]',
    ) as HTMLElement
    await expect(card).toHaveTextContent(/6 rooms, \d+ bookings/)
    await userEvent.click(within(card).getByRole('button', { name: 'Remove the demo…' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove the demo and start afresh?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the demo' }))
    await expect(
      await screen.findByText('The demo is removed', {}, FIND_TIMEOUT),
    ).toBeInTheDocument()
    await eventually(async () => expect(await innName()).toHaveValue('Guest house'))
    await expect(screen.queryByRole('heading', { name: 'Start without the demo' })).toBeNull()
    await expect(mockStore().adminGetDemo().body).toMatchObject({ present: false, rooms: 0 })
    await untilStill()
  },
}

/** The demo's own account is told to sign in with one of the owner's own first; nothing goes. */
export const RemoveDemoAsDemo: StoryObj = {
  name: 'The demo’s own account cannot remove the demo',
  tags: ['test-case'],
  play: async () => {
    await innName()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove the demo…' }, FIND_TIMEOUT),
    )
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the demo' }))
    await expect(
      await within(dialog).findByText(/signed in with the demo’s account/, {}, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(mockStore().adminGetDemo().body).toMatchObject({ present: true, rooms: 6 })
    await untilStill()
  },
}

/** On a phone: the fields stack, never wider than the screen. */
export const Phone: StoryObj = {
  ...phoneStory,
  name: 'On a phone the fields stack',
  tags: ['test-case'],
  play: async () => {
    await expect(await innName()).toHaveValue('Nightjar Inn')
    await expect(screen.getByRole('button', { name: /^Check-in from/ })).toBeVisible()
    await expectNoSidewaysScroll()
    await untilStill()
  },
}
