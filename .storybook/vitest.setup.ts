import { afterEach, beforeEach, expect } from 'vitest'
import { page } from 'vitest/browser'

import { cacheAxeColourParsing } from './axe-colour-cache'
import { seedChance } from './seeded-chance'
import { VIEWPORTS } from './viewports'

/**
 * The story run is also the visual test: after a story's play function has passed (and its
 * accessibility check), its screenshot is compared with the committed baseline in
 * tests/visual/__screenshots__/{component}/{story}.png. Page stories (Pages/…, User flows/…) are
 * drawn a second time on a phone (390 × 844, `…/{story}--phone.png`), where the page must not be
 * wider than the screen. `npm run test:visual:update` rewrites the baselines that changed.
 *
 * Stories tagged `test-case` (a behaviour walked through rather than a state) are not drawn.
 *
 * What would make two runs draw differently is held still: every story starts at the same
 * instant (preview.tsx), chance is seeded with the story's name, each responsive image shows the
 * source an empty cache picks, the page waits for its requests, fonts and images, animations are
 * drawn at their end and the caret is hidden. In page stories the toast region is hidden: a
 * toast's 5 s timer races the rest of the play function.
 */

interface RunStory {
  id: string
  tags: string[]
}

/** A request still open after this long is a story's endless loading state: not waited for. */
const ENDLESS_REQUEST_MS = 500
/** A test case's requests are let finish before the next story, up to this old. */
const TEST_CASE_REQUEST_MS = 3_000
/** At most this long waiting for a story's requests, fonts and images. */
const SETTLE_TIMEOUT_MS = 10_000
/** The tallest a full-page screenshot grows. */
const MAX_HEIGHT = 6_000

cacheAxeColourParsing()

const inFlight = new Set<number>()
const nativeFetch = window.fetch.bind(window)
window.fetch = async (...args: Parameters<typeof fetch>) => {
  const started = performance.now()
  inFlight.add(started)
  try {
    return await nativeFetch(...args)
  } finally {
    inFlight.delete(started)
  }
}

/** The full `srcset` of each responsive image, and the one candidate it was pinned to. */
const pinned = new WeakMap<HTMLImageElement, { all: string; one: string }>()

/** The width in CSS px that the `sizes` attribute gives at the current viewport. */
function sourceSize(sizes: string) {
  const entries = sizes.split(',').map((entry) => entry.trim())
  const chosen =
    entries
      .map((entry) => /^(\(.*\))\s+(\S+)$/.exec(entry))
      .find((match) => match && matchMedia(match[1]!).matches)?.[2] ??
    entries.find((entry) => !entry.startsWith('(')) ??
    '100vw'
  const probe = document.createElement('div')
  probe.style.cssText = `position: fixed; visibility: hidden; width: ${chosen}`
  document.body.append(probe)
  const width = probe.getBoundingClientRect().width
  probe.remove()
  return width
}

/**
 * Pins each responsive image to the candidate a browser with an empty cache picks (the narrowest
 * at least as wide as its `sizes` slot at this viewport and density). Chromium otherwise takes a
 * wider one it already holds from an earlier story, and never goes back to a narrower one when
 * the viewport shrinks, so the picture would depend on what ran before.
 */
function pinResponsiveImages() {
  for (const image of document.querySelectorAll<HTMLImageElement>('img[srcset]')) {
    const known = pinned.get(image)
    // The page may have replaced the srcset since it was pinned (another photo).
    const all = known && image.srcset === known.one ? known.all : image.srcset
    const candidates = all
      .split(',')
      .map((entry) => entry.trim().split(/\s+/))
      .map(([url, descriptor]) => ({ url: url!, width: Number.parseFloat(descriptor ?? '') }))
      .filter((candidate) => Number.isFinite(candidate.width))
      .sort((a, b) => a.width - b.width)
    if (!candidates.length) continue
    const needed = sourceSize(image.sizes || '100vw') * devicePixelRatio
    const best = candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1)!
    const one = `${best.url} ${best.width}w`
    pinned.set(image, { all, one })
    if (image.srcset !== one) image.srcset = one
  }
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits for the story's requests (but an endless one: open longer than `endless` ms), fonts and
 * images, then two frames.
 */
async function settle(endless = ENDLESS_REQUEST_MS) {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS
  for (;;) {
    pinResponsiveImages()
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
    await frame()
    await frame()
    const now = performance.now()
    const waiting = [...inFlight].some((started) => now - started < endless)
    if (!waiting || now > deadline) return
    await sleep(20)
  }
}

/** The stories under Pages/ and User flows/ (their ids begin with their titles). */
function isPageStory(story: RunStory) {
  return /^(pages|user-flows)-/.test(story.id)
}

/** `pages-guest-home--default` → `pages-guest-home/default`: one folder per component. */
function baselineName(story: RunStory, suffix = '') {
  const [component, name] = story.id.split('--')
  return `${component}/${name}${suffix}`
}

const pageHeight = () => Math.min(document.documentElement.scrollHeight, MAX_HEIGHT)

interface Size {
  width: number
  height: number
}

/**
 * Compares the whole page, as tall as its content at `size`, with the baseline `name`. A page
 * whose height changed while it was drawn is drawn again at its new height (up to `attempts`
 * times): on a busy machine an answer can take longer than `settle` waits for a request that is
 * not endless. The viewport is left as tall as the page: the phone's picture sets its own size,
 * and the next story starts at the size it names.
 */
async function matchPage(
  name: string,
  pageStory: boolean,
  size: Size,
  { attempts = 3, settled = false } = {},
) {
  // The phone's picture comes right after the phone's own settle: no second one.
  if (!settled) await settle()
  window.scrollTo(0, 0)
  const full = pageHeight()
  if (full > size.height) {
    await page.viewport(size.width, full)
    await settle()
  }
  try {
    await expect(page).toMatchScreenshot(name, {
      screenshotOptions: {
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        ...(pageStory
          ? { style: "[data-slot='toast-viewport'] { visibility: hidden !important }" }
          : {}),
      },
    })
  } catch (error) {
    if (attempts <= 1 || pageHeight() === Math.max(full, size.height)) throw error
    await page.viewport(size.width, size.height)
    await matchPage(name, pageStory, size, { attempts: attempts - 1 })
  }
}

beforeEach((context) => {
  seedChance(`${context.task.file.name} › ${context.task.name}`)
})

afterEach(async (context) => {
  const story = (context as { story?: RunStory }).story
  // A story that failed has said why; its screenshot would add nothing. A test case (a behaviour
  // walked through, tagged `test-case`) is not a state: it has no picture of its own.
  if (!story || context.task.result?.errors?.length) return
  if (story.tags.includes('test-case')) {
    // No picture, but its requests are let finish, a slowed one too: answered in the next story,
    // they would meet that story's state (a staff request, its session gone, signs it out).
    await settle(TEST_CASE_REQUEST_MS)
    return
  }
  const pageStory = isPageStory(story)
  const { innerWidth: width, innerHeight: height } = window
  await matchPage(baselineName(story), pageStory, { width, height })
  if (!pageStory || width === VIEWPORTS.phone.width) return
  const phone = VIEWPORTS.phone
  await page.viewport(phone.width, phone.height)
  await settle()
  const wide = document.documentElement.scrollWidth
  if (wide > phone.width) {
    throw new Error(
      `On a ${phone.width} px phone the page is ${wide} px wide: something overflows.`,
    )
  }
  await matchPage(baselineName(story, '--phone'), pageStory, phone, { settled: true })
})
