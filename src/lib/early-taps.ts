import { whenIdle } from '@/components/lib/idle'

/**
 * Until the browser has taken over a page the server drew (it hydrates once the page's deferred
 * parts have come, see `loadDeferredParts`), a tap on a button that only a script answers
 * (`type="button"`: the stay dates, the guests stepper) does nothing. `keepEarlyTaps` notes such
 * taps until `stop` (called as hydration starts: from then on React answers a tap itself), and
 * `replay` makes them again, in order, once the page has hydrated, so a guest quicker than their
 * phone is not ignored. A kept tap shows at once: its button is marked busy (`aria-busy`, and
 * `data-early-tap`, which the theme draws pulsing) until it is made again, or until `forget` when
 * the page's code could not start. Links and a form's own buttons work without scripts and are
 * left to the browser.
 */
export function keepEarlyTaps() {
  let taps: HTMLElement[] = []
  const note = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const button = target?.closest<HTMLElement>('button[type="button"]')
    if (button && taps.length < 10) {
      taps.push(button)
      mark(button, true)
    }
  }
  const stop = () => document.removeEventListener('click', note, true)
  document.addEventListener('click', note, true)
  return {
    stop,
    /** Stops keeping taps and drops those kept: the page's code could not start. */
    forget() {
      stop()
      for (const button of taps) mark(button, false)
      taps = []
    },
    replay() {
      stop()
      const kept = taps
      taps = []
      if (kept.length === 0) return
      // React hydrates the page's Suspense boundaries (its deferred parts) after the rest: the
      // taps are made once that work is done, when the browser is next idle.
      whenIdle(() => void tapInTurn(kept), 1000)
    },
  }
}

/**
 * Taps each button in a task of its own, as a person's taps come: React draws what one tap
 * changed before the next reads it (two taps in one task both read the count before either, and
 * the guests stepper went up by one for two taps).
 */
async function tapInTurn(buttons: HTMLElement[]) {
  for (const button of buttons) {
    mark(button, false)
    if (button.isConnected) button.click()
    await new Promise((resolve) => setTimeout(resolve))
  }
}

/** Shows a kept tap on its button, or takes the mark off once the tap is made or dropped. */
function mark(button: HTMLElement, kept: boolean) {
  if (kept) {
    button.setAttribute('aria-busy', 'true')
    button.setAttribute('data-early-tap', '')
  } else if (button.hasAttribute('data-early-tap')) {
    button.removeAttribute('aria-busy')
    button.removeAttribute('data-early-tap')
  }
}
