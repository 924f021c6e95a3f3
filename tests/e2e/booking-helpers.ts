import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, type Request } from '@playwright/test'

/** `YYYY-MM-DD`, `days` from today on this machine (the browser's today too). */
export function dayFromToday(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The calendar's name for a day's button: `20 January 2026, Tuesday` (today adds `, Today`). */
export function dayButtonName(iso: string): RegExp {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  const date = new Date(y, m - 1, d)
  const month = date.toLocaleString('en', { month: 'long' })
  const weekday = date.toLocaleString('en', { weekday: 'long' })
  return new RegExp(`^${d} ${month} ${y}, ${weekday}`)
}

/** Picks a stay in the search card's range calendar with the mouse. */
export async function pickStayByMouse(page: Page, checkIn: string, checkOut: string) {
  await page.getByRole('button', { name: /^Stay dates/ }).click()
  const dialog = page.getByRole('dialog')
  for (const day of [checkIn, checkOut]) {
    const button = dialog.getByRole('button', { name: dayButtonName(day) }).first()
    for (let i = 0; i < 3 && !(await button.isVisible()); i++) {
      await dialog.getByRole('button', { name: 'Next month', exact: true }).click()
    }
    await button.click()
  }
  await expect(dialog).toBeHidden()
}

/**
 * Waits until the browser has taken over `target` in the page the server drew (React has
 * hydrated it). The app's code comes once the page is drawn, after the page's `load`: until it
 * has hydrated, a link is a plain one (a click loads the next page from the server) and what is
 * typed is not yet the form's.
 */
export async function untilHydrated(target: Locator) {
  await expect
    .poll(
      () => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))),
      {
        message: 'the page has hydrated',
      },
    )
    .toBe(true)
}

/** Presses Tab until `target` has focus (keyboard only), failing after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/**
 * In the page: how many transitions and animations have started on it so far (counted from the
 * first call on each document), once nothing that ends by itself within a second is running (a
 * dialog opening, a toast fading in or out, a panel sliding); `false` while something is. What
 * runs longer or for ever (a spinner, a skeleton's pulse, a toast's countdown) goes on: it does
 * not change what axe measures. Runs in the browser: it uses nothing from outside.
 */
function motionsWhenStill(): { motions: number } | false {
  const counted = window as Window & { nightjarMotions?: number }
  if (counted.nightjarMotions === undefined) {
    counted.nightjarMotions = 0
    const count = () => {
      counted.nightjarMotions! += 1
    }
    document.addEventListener('transitionrun', count, true)
    document.addEventListener('animationstart', count, true)
  }
  const still = document.getAnimations().every((animation) => {
    if (animation.playState !== 'running') return true
    const end = animation.effect?.getComputedTiming().endTime
    return typeof end !== 'number' || end > 1_000
  })
  return still && { motions: counted.nightjarMotions }
}

/** Waits till the page is still; how many motions it had seen by then (see `motionsWhenStill`). */
async function untilStill(page: Page): Promise<number> {
  const still = await page.waitForFunction(motionsWhenStill)
  return ((await still.jsonValue()) as { motions: number }).motions
}

/** How many times a check is tried again when the page moved while axe read it. */
const AXE_ATTEMPTS = 5

/**
 * Axe with the WCAG 2.2 A/AA rules: no violations, judged on a still page. Axe measures colours
 * as they are drawn: an element fading in or out is, for that moment, partly transparent, and its
 * text would be measured against the page behind it. So the check waits till nothing is moving,
 * and if something began to move while axe read the page (a toast's time ran out and it faded
 * away), it waits again and reads the page again. `skipFrames` names frames axe cannot enter (a
 * sandboxed frame runs no script, axe's included: it would wait on it until the test times out);
 * check their content on a page of its own.
 */
export async function expectNoAxeViolations(page: Page, state: string, skipFrames: string[] = []) {
  for (let attempt = 1; ; attempt++) {
    const before = await untilStill(page)
    const builder = new AxeBuilder({ page })
    for (const frame of skipFrames) builder.exclude(frame)
    const results = await builder
      // WCAG 2.1's "Label in Name" (2.5.3, A), which axe ships as experimental and leaves off
      // (`options` first: it replaces what the tags set).
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze()
    // Something began to move while axe read the page: read it again once it is still (a page
    // that never stops moving is judged on its last reading).
    const after = await page.evaluate(motionsWhenStill)
    const moved = after === false || after.motions !== before
    if (moved && attempt < AXE_ATTEMPTS) continue
    expect(
      results.violations.map(
        (v) => `${state}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
      ),
    ).toEqual([])
    return
  }
}

/** Records console errors, page errors, failed requests and error responses. */
export function watchForProblems(
  page: Page,
  allowed: (url: string, status: number) => boolean = () => false,
) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // The browser's own line for an answer allowed below ("Failed to load resource: … 404").
    const status = /status of (\d{3})/.exec(message.text())?.[1]
    if (status && allowed(message.location().url, Number(status))) return
    // An email's preview is a frame sandboxed without scripts, and the email has none; the test
    // browser's own helpers are what it refuses there (Chromium 156 says so in the console).
    if (
      message.location().url === 'about:srcdoc' &&
      message.text().startsWith("Blocked script execution in 'about:srcdoc'")
    ) {
      return
    }
    problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText
    // A request the browser drops because the page moved on (a favicon when a form is sent
    // before the scripts ran, a loader the router no longer needs) is not a failure.
    if (reason === 'net::ERR_ABORTED') return
    problems.push(`failed: ${request.url()} (${reason})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && !allowed(response.url(), response.status())) {
      problems.push(`${response.status()}: ${response.url()}`)
    }
  })
  return problems
}

/**
 * Follows the page's requests from now on; the function it returns waits until none has been in
 * flight for half a second. Playwright's own `networkidle` belongs to a page load: after a
 * client-side navigation it may still count as reached, and once a frame has come and gone (an
 * email's preview) it may never be reached again.
 */
export function followRequests(page: Page) {
  const inFlight = new Set<Request>()
  let changed = Date.now()
  const settle = (request: Request) => {
    inFlight.delete(request)
    changed = Date.now()
  }
  page.on('request', (request) => {
    inFlight.add(request)
    changed = Date.now()
  })
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return () =>
    expect
      .poll(() => inFlight.size === 0 && Date.now() - changed >= 500, {
        message: 'no request in flight for half a second',
        intervals: [100],
      })
      .toBe(true)
}

/**
 * For a request made after a pause (the test drove the page meanwhile): the server closes a
 * connection idle for 5 s, and one reused at that very moment is reset (ECONNRESET); such a
 * request is sent again. Only for requests that may be: reads, and writes that repeat safely.
 */
export const AFTER_A_PAUSE = { maxRetries: 2 } as const
