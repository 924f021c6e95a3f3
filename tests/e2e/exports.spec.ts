import { readFile } from 'node:fs/promises'

import { expect, type Page, test } from '@playwright/test'

import { watchForProblems } from './booking-helpers'

const STAFF = { email: 'staff@nightjar.test', password: 'nightjar-demo' }

test.beforeEach(async ({ page, context, baseURL }) => {
  const response = await page.request.post('/api/auth/login', { data: STAFF })
  const { token } = (await response.json()) as { token: string }
  await context.addCookies([{ name: 'token', value: token, url: baseURL! }])
})

/** Clicks Export CSV and reads the file the browser saved: its name, bytes and rows. */
async function exportCsv(page: Page) {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV', exact: true }).click()
  const file = await download
  const bytes = await readFile((await file.path())!)
  const text = bytes.toString('utf8')
  // A spreadsheet reads UTF-8 from its byte-order mark; RFC 4180 rows end in CRLF.
  const rows = text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','))
  return { name: file.suggestedFilename(), bom: [...bytes.subarray(0, 3)], rows }
}

test('the bookings export holds the rows of the current filter, every page of them', async ({
  page,
}) => {
  const problems = watchForProblems(page)
  await page.goto('/admin?section=bookings')
  await expect(page.getByRole('table', { name: 'Bookings', exact: true })).toBeVisible()

  await page.getByRole('combobox', { name: 'Status', exact: true }).click()
  await page.getByRole('option', { name: 'Confirmed', exact: true }).click()
  await expect(page).toHaveURL(/status=confirmed/)
  // The list keeps its rows until the filtered ones come: wait for them (no cancelled one).
  const rows = page.getByRole('table', { name: 'Bookings', exact: true }).locator('tbody tr')
  await expect(rows.filter({ hasText: 'Cancelled' })).toHaveCount(0)
  const shown = await rows.evaluateAll((rows) =>
    rows.map((row) => row.querySelector('td')?.textContent?.trim()),
  )
  const count = Number(
    /(\d+) bookings?/.exec(
      (await page.getByRole('heading', { level: 1 }).locator('..').textContent()) ?? '',
    )?.[1],
  )

  const file = await exportCsv(page)
  expect(file.name).toBe('nightjar-bookings-confirmed.csv')
  expect(file.bom).toEqual([0xef, 0xbb, 0xbf])
  expect(file.rows[0]!.slice(0, 3)).toEqual(['Reference', 'Status', 'Room'])
  const data = file.rows.slice(1)
  expect(data).toHaveLength(count)
  expect(data.every((row) => row[1] === 'confirmed')).toBe(true)
  expect(data.slice(0, shown.length).map((row) => row[0])).toEqual(shown)
  expect(problems).toEqual([])
})

test('a report exports as the table shows it, with its total', async ({ page }) => {
  await page.goto('/admin?section=reports&period=quarter')
  const table = page.getByRole('table', { name: /^Occupancy and revenue/ })
  await expect(table).toBeVisible()
  const months = await table.locator('tbody tr').count()
  const file = await exportCsv(page)
  expect(file.name).toMatch(/^nightjar-report-quarter-\d{4}-\d{2}-01\.csv$/)
  expect(file.rows).toHaveLength(1 + months + 1)
  expect(file.rows.at(-1)![0]).toBe('Total')
})
