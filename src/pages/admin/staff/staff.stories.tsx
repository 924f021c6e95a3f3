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
  findRow,
  findTable,
  phoneStory,
  STORY_COLLEAGUE,
  untilStill,
} from '@/pages/admin/testing/admin-story'

export default {
  title: 'Pages/Staff/Staff accounts',
  ...staffRouteStory('/admin?section=staff', {
    description:
      "`/admin?section=staff` on the real routes and the mock API: the owner's list of " +
      'accounts, adding a colleague with a first password, disabling, enabling and changing a ' +
      'role.',
  }),
} satisfies Meta

const rowOf = (text: string) => findRow('Staff accounts', text)

/** Adds the story colleague to the mock store (as the owner would have). */
const withColleague = () => {
  mockStore().adminCreateStaff({ ...STORY_COLLEAGUE, role: 'staff' })
}

/** The accounts, the owner first, each with its role and status. */
export const Success: StoryObj = {
  beforeEach: withColleague,
  play: async () => {
    await findTable('Staff accounts')
    const owner = await rowOf('Demo Staff')
    await expect(within(owner).getByText('Owner')).toBeVisible()
    await expect(within(owner).getByText('At setup')).toBeVisible()
    const ana = await rowOf('Ana Lima')
    await expect(within(ana).getByText('ana.lima@nightjar.test')).toBeVisible()
    await expect(within(ana).getByText('Staff')).toBeVisible()
    await expect(within(ana).getByText('Active')).toBeVisible()
    await expect(screen.getByText('2 accounts, 2 active')).toBeVisible()
    await untilStill()
  },
}

/** Add a colleague: checked before sending, then in the list with a toast. */
export const AddStaff: StoryObj = {
  play: async () => {
    // The loaded list (the one drawn while loading has the same button, and is replaced).
    await rowOf('Demo Staff')
    await userEvent.click(screen.getByRole('button', { name: 'Add staff' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a staff account' }, FIND_TIMEOUT)
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Rita Sousa')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'rita@')
    await userEvent.type(within(dialog).getByLabelText(/First password/), 'short')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add account' }))
    await expect(await within(dialog).findByText('Enter a valid email address.')).toBeVisible()
    await expect(within(dialog).getByText('Use at least 12 characters.')).toBeVisible()

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nightjar.test')
    const password = within(dialog).getByLabelText(/First password/)
    await userEvent.clear(password)
    await userEvent.type(password, 'rita-first-password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add account' }))
    await expect(await screen.findByText('Account added', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(within(await rowOf('Rita Sousa')).getByText('rita@nightjar.test')).toBeVisible()
    await expect(mockStore().login('rita@nightjar.test', 'rita-first-password').status).toBe(200)
    await untilStill()
  },
}

/** An email that already has an account: the server says so on the field. */
export const EmailTaken: StoryObj = {
  beforeEach: withColleague,
  play: async () => {
    // The loaded list (the one drawn while loading has the same button, and is replaced).
    await rowOf('Demo Staff')
    await userEvent.click(screen.getByRole('button', { name: 'Add staff' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a staff account' }, FIND_TIMEOUT)
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ana Again')
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Email/ }),
      'Ana.Lima@nightjar.test',
    )
    await userEvent.type(within(dialog).getByLabelText(/First password/), 'another-password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add account' }))
    await expect(
      await within(dialog).findByText(
        'An account with this email already exists.',
        {},
        FIND_TIMEOUT,
      ),
    ).toBeVisible()
    await expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await untilStill()
  },
}

/** Disabling asks first (it signs the colleague out everywhere); the row then says Disabled. */
export const DisableAccount: StoryObj = {
  beforeEach: withColleague,
  play: async () => {
    await userEvent.click(within(await rowOf('Ana Lima')).getByRole('button', { name: 'Disable' }))
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Disable Ana Lima’s account?' },
      FIND_TIMEOUT,
    )
    // Focus starts on the safe choice, not on the destructive one.
    await expect(within(dialog).getByRole('button', { name: 'Keep as it is' })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }))
    await expect(await screen.findByText('Account disabled', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await eventually(async () =>
      expect(within(await rowOf('Ana Lima')).getByText('Disabled')).toBeVisible(),
    )
    await expect(mockStore().login(STORY_COLLEAGUE.email, STORY_COLLEAGUE.password).status).toBe(
      401,
    )
    await untilStill()
  },
}

/** The owner's own "Make staff", confirmed: refused, the dialog open with the reason. */
async function refuseLastOwner() {
  await userEvent.click(
    within(await rowOf('Demo Staff')).getByRole('button', { name: 'Make staff' }),
  )
  const dialog = await screen.findByRole(
    'alertdialog',
    { name: 'Make Demo Staff staff?' },
    FIND_TIMEOUT,
  )
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make staff' }))
  await expect(
    await within(dialog).findByText(
      'You cannot disable your own account or give up your own ownership.',
      {},
      FIND_TIMEOUT,
    ),
  ).toBeVisible()
  return dialog
}

/** The owner cannot give up the inn's last ownership: the dialog stays open with the reason. */
export const LastOwner: StoryObj = {
  play: async () => {
    const dialog = await refuseLastOwner()
    await expect(dialog).toBeVisible()
    await untilStill()
  },
}

/** After the refusal, Keep as it is closes the dialog: the owner is still the owner. */
export const KeepLastOwner: StoryObj = {
  name: 'After the last owner is refused, the owner stays owner',
  tags: ['test-case'],
  play: async () => {
    const dialog = await refuseLastOwner()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep as it is' }))
    await eventually(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(within(await rowOf('Demo Staff')).getByText('Owner')).toBeVisible()
    await untilStill()
  },
}

/** While the accounts load: the table's loading rows. */
export const Loading: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/admin/staff', () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    await screen.findByRole('heading', { level: 1, name: 'Staff' }, FIND_TIMEOUT)
    await expect(screen.getByText('Loading accounts…')).toBeVisible()
    await eventually(() =>
      expect(canvasElement.querySelector('[data-slot="loading-overlay"]')).not.toBeNull(),
    )
    await untilStill()
  },
}

/** The accounts fail to load: the server's message and a way to try again. */
export const Error: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.errorFor('adminListStaff', 'internal_error', 'The accounts are locked.'))
  },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent('Could not load the staff accounts')
    await expect(alert).toHaveTextContent('The accounts are locked.')
    await untilStill()
  },
}

/**
 * A colleague who is not an owner opens the address: the server's 403, said as a refusal (not
 * a failure to try again).
 */
export const NotOwner: StoryObj = {
  ...staffRouteStory('/admin?section=staff', { role: 'staff' }),
  play: async () => {
    const title = await screen.findByText('Your account cannot open this', {}, FIND_TIMEOUT)
    const refused = title.closest('[data-slot=load-refused]')!
    await expect(refused).toHaveRole('status')
    await expect(refused).toHaveTextContent(
      'Only the inn’s owner manages settings and staff accounts.',
    )
    await expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    const nav = screen.getByRole('navigation', { name: 'Staff sections' })
    await expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull()
    await untilStill()
  },
}

/** On a phone: the accounts table scrolls inside its box, the page never sideways. */
export const Phone: StoryObj = {
  ...phoneStory,
  name: 'On a phone the accounts table scrolls inside its box',
  tags: ['test-case'],
  beforeEach: withColleague,
  play: async () => {
    await expect(within(await rowOf('Ana Lima')).getByText('Staff')).toBeInTheDocument()
    await expect(screen.getByRole('button', { name: 'Add staff' })).toBeVisible()
    await expectNoSidewaysScroll()
    await untilStill()
  },
}
