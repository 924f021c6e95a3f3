import { scenarios } from '@mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, screen, userEvent, within } from 'storybook/test'

import { routeStory, staffRouteStory, storyLocation } from '@/app/testing'
import { periodBuckets } from '@/domain/reports'
import {
  catchDownloads,
  eventually,
  expectNoSidewaysScroll,
  FIND_TIMEOUT,
  mockDay,
  phoneStory,
  signInForStory,
  untilStill,
} from '@/pages/admin/testing/admin-story'

/** This year, in the mock world (every story starts on the same day). */
const thisYear = () => mockDay(0).slice(0, 4)

export default {
  title: 'Pages/Staff/Reports',
  ...staffRouteStory('/admin?section=reports', {
    description:
      '`/admin?section=reports` on the real routes and the mock API: occupancy and revenue by ' +
      'week, month, quarter or year; each period has its own picker mode.',
  }),
} satisfies Meta

const breakdown = () => screen.findByRole('table', { name: /^Occupancy and revenue/ }, FIND_TIMEOUT)
/** The summary figure with this label. */
const statOf = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('[data-slot="stat"]')].find((stat) =>
    stat.textContent?.startsWith(label),
  ) ?? document.body
const pickerMode = () =>
  document.querySelector<HTMLElement>('[data-slot="date-picker-field"]')?.dataset.mode

/** This month by day: occupancy bars, nights sold and revenue in the inn's currency (EUR). */
export const Success: StoryObj = {
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Reports' }, FIND_TIMEOUT)
    await expect(screen.getByRole('tab', { name: 'Month' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(pickerMode()).toBe('month')
    const table = await breakdown()
    const days = periodBuckets('month', mockDay(0)).length
    await expect(within(table).getAllByRole('row')).toHaveLength(days + 1)
    await expect(within(table).getAllByRole('progressbar')).toHaveLength(days)
    // Revenue is money in the inn's currency (euros in the demo).
    await expect(within(table).getAllByText(/^€\d/).length).toBe(days)
    const revenue = within(statOf('Revenue')).getByText(/€/)
    await expect(revenue).toHaveTextContent(/^€[\d,]+(\.\d{2})?$/)
    await untilStill()
  },
}

/** Each period tab brings its picker mode and its buckets: days, weeks' days, months. */
export const Periods: StoryObj = {
  name: 'Each period tab brings its picker and its buckets',
  tags: ['test-case'],
  play: async () => {
    await breakdown()
    await userEvent.click(screen.getByRole('tab', { name: 'Year' }))
    await eventually(() => expect(pickerMode()).toBe('year'))
    await eventually(async () =>
      expect(within(await breakdown()).getAllByRole('row')).toHaveLength(13),
    )
    await expect(storyLocation().search).toContain('period=year')

    await userEvent.click(screen.getByRole('tab', { name: 'Week' }))
    await eventually(() => expect(pickerMode()).toBe('week'))
    await eventually(async () =>
      expect(within(await breakdown()).getAllByRole('row')).toHaveLength(8),
    )

    // The quarter picker: choose the first quarter of this year.
    await userEvent.click(screen.getByRole('tab', { name: 'Quarter' }))
    await eventually(() => expect(pickerMode()).toBe('quarter'))
    const year = mockDay(0).slice(0, 4)
    await userEvent.click(screen.getByRole('button', { name: /^Quarter/ }))
    await userEvent.click(await screen.findByRole('button', { name: `Q1 ${year}` }, FIND_TIMEOUT))
    await eventually(() => expect(storyLocation().search).toContain(`date=${year}-01-01`))
    await expect(
      await screen.findByRole('heading', { name: `By month · Q1 ${year}` }, FIND_TIMEOUT),
    ).toBeVisible()
    await eventually(async () =>
      expect(within(await breakdown()).getAllByRole('row')).toHaveLength(4),
    )
    await untilStill()
  },
}

/** The first quarter of this year, by month: the quarter's picker and three rows. */
export const ByQuarter: StoryObj = {
  ...routeStory(() => `/admin?section=reports&period=quarter&date=${thisYear()}-01-01`),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: `By month · Q1 ${thisYear()}` }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(screen.getByRole('tab', { name: 'Quarter' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(pickerMode()).toBe('quarter')
    await eventually(async () =>
      expect(within(await breakdown()).getAllByRole('row')).toHaveLength(4),
    )
    await untilStill()
  },
}

/** This year's report, by month: twelve rows. */
export const ByYear: StoryObj = {
  ...routeStory('/admin?section=reports&period=year'),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: `By month · ${thisYear()}` }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(pickerMode()).toBe('year')
    await eventually(async () =>
      expect(within(await breakdown()).getAllByRole('row')).toHaveLength(13),
    )
    await untilStill()
  },
}

/** While the report loads: placeholders, the section busy. */
export const Loading: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/admin/reports', () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    await screen.findByRole('heading', { level: 1, name: 'Reports' }, FIND_TIMEOUT)
    await eventually(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull())
    await expect(screen.queryByRole('table')).toBeNull()
    await expect(screen.getByRole('heading', { name: 'Breakdown' })).toBeVisible()
    await untilStill()
  },
}

/** No rooms: nothing was open to book, and the page says so. */
export const Empty: StoryObj = {
  beforeEach: () => signInForStory({ empty: true }),
  play: async () => {
    await expect(await screen.findByText('Nothing to report', {}, FIND_TIMEOUT)).toBeVisible()
    await expect(screen.getByText('No room was open to book in this period.')).toBeVisible()
    await expect(statOf('Occupancy')).toHaveTextContent('0%')
    await untilStill()
  },
}

/** The report fails: the server's message and a way to try again. */
export const Error: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.errorFor('adminReports', 'internal_error', 'Reports are being rebuilt.'))
  },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent('Could not load the report')
    await expect(alert).toHaveTextContent('Reports are being rebuilt.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
    await untilStill()
  },
}

/** Export CSV saves the report shown: a row per day of the month, then the month's total. */
export const ExportCsv: StoryObj = {
  name: 'Export CSV saves the report shown',
  tags: ['test-case'],
  play: async () => {
    await breakdown()
    const saved = catchDownloads()
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    const file = await saved.first()
    const month = periodBuckets('month', mockDay(0))
    await expect(file.name).toBe(`nightjar-report-month-${month[0]!.from}.csv`)
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    await expect(lines[0]).toBe(
      'Period,From,To,Booked nights,Available nights,Occupancy %,Revenue (EUR)',
    )
    await expect(lines).toHaveLength(month.length + 2)
    await expect(lines.at(-1)).toMatch(/^Total,/)
    await untilStill()
  },
}

/**
 * Beside the table, a chart of occupancy and revenue by day: a picture for the trend, hidden from
 * screen readers, whose caption says the trend in words (the table holds every figure).
 */
export const Chart: StoryObj = {
  name: 'The chart is hidden from screen readers and its caption says the trend',
  tags: ['test-case'],
  play: async ({ canvasElement }) => {
    await breakdown()
    const chart = canvasElement.querySelector('[data-slot=report-chart]') as HTMLElement
    const bars = chart.querySelectorAll('svg rect')
    await expect(bars).toHaveLength(periodBuckets('month', mockDay(0)).length)
    await expect(chart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    await expect(within(chart).getByText(/^Busiest: /)).toHaveTextContent(
      /Busiest: .+, \d+% occupied\. Quietest: .+, \d+%\. Most revenue: .+, €[\d,]+\.$/,
    )
    await untilStill()
  },
}

/** On a phone: the figures, the chart and the table stack, never wider than the screen. */
export const Phone: StoryObj = {
  ...phoneStory,
  name: 'On a phone the report stacks',
  tags: ['test-case'],
  play: async () => {
    await breakdown()
    await expect(screen.getByRole('tab', { name: 'Month' })).toBeVisible()
    await expectNoSidewaysScroll()
    await untilStill()
  },
}
