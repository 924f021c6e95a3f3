import { mockStore } from '@mocks/handlers'
import { scenarios } from '@mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, screen, userEvent, within } from 'storybook/test'

import { staffRouteStory } from '@/app/testing'
import { addDays, shiftMonth, todayIn } from '@/domain/dates'
import { DEFAULT_SETTINGS } from '@/domain/settings'
import { formatMonth } from '@/domain/staff-format'
import {
  eventually,
  FIND_TIMEOUT,
  findRow,
  findTable,
  mockDay,
  phoneStory,
  signInForStory,
  untilStill,
} from '@/pages/admin/testing/admin-story'

export default {
  title: 'Pages/Staff/Rates',
  ...staffRouteStory('/admin?section=rates', {
    description:
      '`/admin?section=rates` on the real routes and the mock API: a month of prices and rules ' +
      'at a glance, the rate periods and the stay rules, each created, edited and removed in a ' +
      'dialog with the range picker. Every staff member may (rates are day-to-day work, not the ' +
      "owner's settings).",
  }),
} satisfies Meta

/** The row of the rate periods with all these texts (a period's name repeats, one row a room). */
async function periodRow(...texts: string[]): Promise<HTMLElement> {
  return eventually(() => {
    // The table as it is now (the one shown while loading is replaced).
    const table = document.querySelector('table[aria-label="Rate periods"]')
    const row = [...(table?.querySelectorAll('tr') ?? [])].find((candidate) =>
      texts.every((text) => candidate.textContent?.includes(text)),
    )
    if (!row) throw new globalThis.Error(`No rate period with ${texts.join(', ')}`)
    return row
  })
}
const ruleRow = (text: string) => findRow('Stay rules', text)

/**
 * A day of the open calendar (not an outside day of the other month), paging to it once the
 * calendar shows (its code may still be on its way: the picker says "Loading…" till then).
 */
async function pickDay(dialog: HTMLElement, iso: string) {
  await within(dialog).findByRole('button', { name: 'Next month' }, FIND_TIMEOUT)
  for (let page = 0; page < 14; page++) {
    const button = dialog.querySelector<HTMLButtonElement>(
      `td:not([data-outside]) button[data-day="${iso}"]`,
    )
    if (button) return userEvent.click(button)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }))
  }
  throw new globalThis.Error(`No day ${iso} in the calendar`)
}

/** A row of the month's preview: its cells' text (the header cell's name first). */
function previewRow(name: string) {
  const row = [...document.querySelectorAll('[data-slot="rates-preview"] tbody tr')].find(
    (tr) => tr.querySelector('th')?.textContent === name,
  )
  if (!row) throw new globalThis.Error(`No row ${name} in the preview`)
  return { row, cells: [...row.querySelectorAll('td')].map((td) => td.textContent ?? '') }
}

/** The month of the middle of the demo's high season (days 104 to 119 ahead): the preview's URL. */
const highSeason = () => addDays(todayIn(DEFAULT_SETTINGS.timeZone), 111).slice(0, 7)

/** The demo's seasons, weekend rate and rules: listed, and this month at a glance. */
export const Success: StoryObj = {
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Rates' }, FIND_TIMEOUT)
    const weekend = await periodRow('Weekend', 'Sea View Suite')
    await expect(within(weekend).getByText('Fri, Sat')).toBeVisible()
    await expect(within(weekend).getByText('€225')).toBeVisible()
    await expect(
      within(await periodRow('Winter rates', 'Garden Room')).getByText('Every night'),
    ).toBeVisible()
    const season = await ruleRow('High season')
    await expect(within(season).getByText('3 nights')).toBeVisible()
    await expect(within(await ruleRow('Staff training day')).getByText('Arrival')).toBeVisible()
    // This month: the rooms' base rates, each night.
    const garden = previewRow('Garden Room')
    await expect(garden.cells.filter((cell) => cell === '95').length).toBeGreaterThan(27)
    await untilStill()
  },
}

/** The month of the high season: its rates in colour and named, the minimum stay each day. */
export const MonthPreview: StoryObj = {
  ...staffRouteStory(`/admin?section=rates&month=${highSeason()}`),
  play: async () => {
    await screen.findByRole('heading', { level: 2, name: formatMonth(highSeason()) }, FIND_TIMEOUT)
    await expect(previewRow('Garden Room').cells).toContain('120, High season')
    await expect(previewRow('Sea View Suite').cells).toContain('225, Weekend')
    await expect(previewRow('Stay rules').cells).toContain('3+ nights arriving')
    // A month on, then back.
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }))
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }))
    await expect(await screen.findByRole('heading', { level: 2, name: /20\d\d$/ })).toBeVisible()
    // Back on the high season's month, its prices drawn again.
    await expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: formatMonth(highSeason()) },
        FIND_TIMEOUT,
      ),
    ).toBeVisible()
    await eventually(() => expect(previewRow('Garden Room').cells).toContain('120, High season'))
    await untilStill()
  },
}

/** The month arrows tapped quickly while a month's prices load: every tap counts. */
export const QuickMonthTaps: StoryObj = {
  name: 'Month arrows tapped while a month loads count every tap',
  tags: ['test-case'],
  ...staffRouteStory(`/admin?section=rates&month=${highSeason()}`),
  beforeEach: ({ msw }) => {
    // Each month's prices take a moment, as on a slow line (then the usual answer).
    msw.use(http.get('*/api/admin/rates', () => delay(400)))
  },
  play: async () => {
    const month = highSeason()
    await screen.findByRole('heading', { level: 2, name: formatMonth(month) }, FIND_TIMEOUT)
    const next = screen.getByRole('button', { name: 'Next month' })
    await userEvent.click(next)
    await userEvent.click(next)
    await screen.findByRole(
      'heading',
      { level: 2, name: formatMonth(shiftMonth(month, 2)) },
      FIND_TIMEOUT,
    )
    await userEvent.click(next)
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }))
    await screen.findByRole(
      'heading',
      { level: 2, name: formatMonth(shiftMonth(month, 2)) },
      FIND_TIMEOUT,
    )
    await untilStill()
  },
}

/** A weekend rate for the Garden Room: the room, the nights in the range picker, Fri and Sat. */
export const CreateRatePeriod: StoryObj = {
  play: async () => {
    // The loaded tables (those drawn while loading have the same buttons, and are replaced).
    await periodRow('Weekend', 'Sea View Suite')
    await userEvent.click(screen.getByRole('button', { name: 'New rate period' }))
    const dialog = await screen.findByRole('dialog', { name: 'New rate period' }, FIND_TIMEOUT)
    // Nothing filled: what to fix, beside each field.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate period' }))
    await expect(await within(dialog).findByText('Choose a room.')).toBeVisible()
    await expect(within(dialog).getByText('Choose the first and the last day.')).toBeVisible()
    await expect(within(dialog).getByText('Enter the nightly rate.')).toBeVisible()

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Room' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Garden Room' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Autumn weekends')
    await expect(within(dialog).getByText('Choose the first night')).toBeVisible()
    await pickDay(dialog, mockDay(40))
    await expect(within(dialog).getByText('Choose the last night')).toBeVisible()
    await pickDay(dialog, mockDay(60))
    await expect(within(dialog).getByText(/· 21 nights$/)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Fri' }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sat' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nightly rate/ }), '130')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate period' }))
    await expect(await screen.findByText('Rate period added', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull())
    const row = await periodRow('Autumn weekends')
    await expect(within(row).getByText('€130')).toBeVisible()
    await expect(within(row).getByText('Fri, Sat')).toBeVisible()
    await expect(mockStore().adminRates().body).toMatchObject({
      periods: expect.arrayContaining([
        expect.objectContaining({ name: 'Autumn weekends', rate: 13_000, weekdays: [5, 6] }),
      ]),
    })
    await untilStill()
  },
}

/**
 * A second every-night rate for nights a room's season already prices, started from the room in
 * the month's preview: refused beside the nights, naming the season; the dialog stays open.
 */
export const OverlappingRatePeriod: StoryObj = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Garden Room: new rate period' }, FIND_TIMEOUT),
    )
    const dialog = await screen.findByRole('dialog', { name: 'New rate period' }, FIND_TIMEOUT)
    await expect(within(dialog).getByRole('combobox', { name: 'Room' })).toHaveTextContent(
      'Garden Room',
    )
    // Three nights inside the demo's high season (nights 104 to 119 from today).
    await pickDay(dialog, mockDay(110))
    await pickDay(dialog, mockDay(112))
    await expect(within(dialog).getByText(/· 3 nights$/)).toBeVisible()
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nightly rate/ }), '100')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate period' }))
    await expect(
      await within(dialog).findByText(/^Overlaps “High season”/, {}, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(screen.getByRole('dialog', { name: 'New rate period' })).toBeVisible()
    // Nothing saved.
    await expect(mockStore().adminRates().body).not.toMatchObject({
      periods: expect.arrayContaining([expect.objectContaining({ rate: 10_000 })]),
    })
    await untilStill()
  },
}

/** The winter rate's dialog: the period's room, nights and rate, ready to change. */
export const EditRatePeriod: StoryObj = {
  play: async () => {
    await userEvent.click(
      within(await periodRow('Winter rates', 'Garden Room')).getByRole('button', { name: 'Edit' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Edit rate period' }, FIND_TIMEOUT)
    await expect(within(dialog).getByRole('textbox', { name: /Nightly rate/ })).toHaveValue('80.00')
    await expect(within(dialog).getByRole('combobox', { name: 'Room' })).toHaveTextContent(
      'Garden Room',
    )
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Winter rates')
    // The range picker drawn (its code may still be on its way: it says "Loading…" till then).
    await within(dialog).findByRole('button', { name: 'Next month' }, FIND_TIMEOUT)
    await untilStill()
  },
}

/** A new rate for the winter: saved with a toast, and the row says it. */
export const SaveRatePeriod: StoryObj = {
  name: 'Saving a rate period shows its new rate',
  tags: ['test-case'],
  play: async () => {
    await userEvent.click(
      within(await periodRow('Winter rates', 'Garden Room')).getByRole('button', { name: 'Edit' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Edit rate period' }, FIND_TIMEOUT)
    const rate = within(dialog).getByRole('textbox', { name: /Nightly rate/ })
    await expect(rate).toHaveValue('80.00')
    await userEvent.clear(rate)
    await userEvent.type(rate, '77.50')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rate period' }))
    await expect(await screen.findByText('Rate period saved', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await periodRow('Winter rates', 'Garden Room', '€77.50')
    await untilStill()
  },
}

/** Removing the weekend rate, once confirmed. */
export const RemoveRatePeriod: StoryObj = {
  play: async () => {
    const weekend = await periodRow('Weekend', 'Courtyard Double')
    await userEvent.click(within(weekend).getByRole('button', { name: 'Remove' }))
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: /Remove the rate period “Weekend”/ },
      FIND_TIMEOUT,
    )
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove rate period' }))
    await expect(
      await screen.findByText('Rate period removed', {}, FIND_TIMEOUT),
    ).toBeInTheDocument()
    await eventually(async () =>
      expect(within(await findTable('Rate periods')).getAllByText('Weekend')).toHaveLength(1),
    )
    await untilStill()
  },
}

/** A minimum stay and no departures over some dates; a rule that limits nothing is refused. */
export const CreateStayRule: StoryObj = {
  play: async () => {
    await ruleRow('High season')
    await userEvent.click(screen.getByRole('button', { name: 'New stay rule' }))
    const dialog = await screen.findByRole('dialog', { name: 'New stay rule' }, FIND_TIMEOUT)
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Harvest fair')
    await expect(await within(dialog).findByText('Choose the first date')).toBeVisible()
    await pickDay(dialog, mockDay(50))
    await expect(await within(dialog).findByText('Choose the last date')).toBeVisible()
    await pickDay(dialog, mockDay(53))
    await expect(await within(dialog).findByText(/· 4 days$/)).toBeVisible()
    // Typed, not entered: Enter in a field sends the form (as a browser does), before the rest.
    const minimum = within(dialog).getByRole('spinbutton', { name: /Minimum stay/ })
    await userEvent.clear(minimum)
    await userEvent.type(minimum, '1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add stay rule' }))
    await expect(
      await within(dialog).findByText(/^Set a minimum of 2 nights or more/, {}, FIND_TIMEOUT),
    ).toBeVisible()
    await userEvent.clear(minimum)
    await userEvent.type(minimum, '4')
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Closed to departure' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add stay rule' }))
    // The dialog closes (while it is open, what it says is the failure's message).
    await eventually(() =>
      expect(screen.queryByRole('dialog', { name: 'New stay rule' })?.textContent ?? 'closed').toBe(
        'closed',
      ),
    )
    await expect(await screen.findByText('Stay rule added', {}, FIND_TIMEOUT)).toBeInTheDocument()
    const row = await ruleRow('Harvest fair')
    await expect(within(row).getByText('4 nights')).toBeVisible()
    await expect(within(row).getByText('Departure')).toBeVisible()
    await untilStill()
  },
}

/** No rooms yet, so no rates or rules: empty tables. */
export const Empty: StoryObj = {
  beforeEach: () => signInForStory({ empty: true }),
  play: async () => {
    // Each table as it is now (the one drawn while loading is replaced).
    await eventually(async () =>
      expect(within(await findTable('Rate periods')).getByText('No data')).toBeVisible(),
    )
    await expect(within(await findTable('Stay rules')).getByText('No data')).toBeVisible()
    await untilStill()
  },
}

/** While the rates load: the headings and tables at once, loading. */
export const Loading: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/admin/rates', () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    await screen.findByRole('heading', { level: 1, name: 'Rates' }, FIND_TIMEOUT)
    await expect(screen.getByRole('heading', { level: 2, name: 'Rate periods' })).toBeVisible()
    await eventually(() =>
      expect(canvasElement.querySelector('[data-slot="loading-overlay"]')).not.toBeNull(),
    )
    await untilStill()
  },
}

/** The rates could not load: what went wrong, and a way to try again. */
export const Error: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.errorFor('adminRates', 'internal_error', 'The rates are not answering.'))
  },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent('Could not load the rates')
    await expect(alert).toHaveTextContent('The rates are not answering.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
    await untilStill()
  },
}

/** A member who is not an owner sees Rates, with every action (rates are day-to-day work). */
export const AsStaff: StoryObj = {
  ...staffRouteStory('/admin?section=rates', { role: 'staff' }),
  play: async () => {
    await periodRow('High season', 'Attic Nook')
    await expect(document.querySelector('nav a[href*="section=rates"]')).not.toBeNull()
    await expect(document.querySelector('nav a[href*="section=settings"]')).toBeNull()
    await expect(screen.getByRole('button', { name: 'New rate period' })).toBeEnabled()
    await expect(
      within(await ruleRow('Staff training day')).getAllByRole('button', { name: 'Remove' })[0],
    ).toBeEnabled()
    await untilStill()
  },
}

/** A member who is not an owner removes a stay rule. */
export const RemoveAsStaff: StoryObj = {
  ...staffRouteStory('/admin?section=rates', { role: 'staff' }),
  name: 'A colleague removes a stay rule',
  tags: ['test-case'],
  play: async () => {
    await periodRow('High season', 'Attic Nook')
    await expect(document.querySelector('nav a[href*="section=rates"]')).not.toBeNull()
    await userEvent.click(
      within(await ruleRow('Staff training day')).getAllByRole('button', { name: 'Remove' })[0]!,
    )
    const confirm = await screen.findByRole('alertdialog', {}, FIND_TIMEOUT)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove stay rule' }))
    await expect(await screen.findByText('Stay rule removed', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await untilStill()
  },
}

/** The new rate period's dialog, empty: the room, a name, the nights in the range picker, the rate. */
export const NewRatePeriod: StoryObj = {
  play: async () => {
    // The loaded tables (those drawn while loading have the same buttons, and are replaced).
    await periodRow('Weekend', 'Sea View Suite')
    await userEvent.click(screen.getByRole('button', { name: 'New rate period' }))
    const dialog = await screen.findByRole('dialog', { name: 'New rate period' }, FIND_TIMEOUT)
    await expect(within(dialog).getByRole('group', { name: 'Nights' })).toBeVisible()
    await expect(
      await within(dialog).findByRole('button', { name: 'Next month' }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(within(dialog).getByText('Choose the first night')).toBeVisible()
    await untilStill()
  },
}

/** On a 390 × 844 phone: the month scrolls sideways within its box, the page does not. */
export const OnAPhone: StoryObj = {
  ...phoneStory,
  name: 'On a phone the month scrolls inside its box',
  tags: ['test-case'],
  play: async () => {
    await expect(window.innerWidth).toBe(390)
    await periodRow('High season', 'Attic Nook')
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
    const scroller = previewRow('Garden Room').row.closest('table')!.parentElement!
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth)
    await userEvent.click(screen.getByRole('button', { name: 'New rate period' }))
    const dialog = await screen.findByRole('dialog', { name: 'New rate period' }, FIND_TIMEOUT)
    await expect(within(dialog).getByRole('group', { name: 'Nights' })).toBeVisible()
    await untilStill()
  },
}
