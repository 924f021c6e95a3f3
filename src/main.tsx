import './components/theme/theme.css'

import { applyDarkTheme, applyThemeColor } from './app/theme'
import { keepEarlyTaps } from './lib/early-taps'
import { preloadPageCode } from './lib/page-code'

applyThemeColor()
applyDarkTheme()

// Taps on the server's page that need a script, made before it hydrates, are made again after.
const earlyTaps = keepEarlyTaps()

/**
 * The page the server drew is on screen and works without scripts: the app's code (and the
 * page's, which the server lists) is fetched once the browser reports its first paint of content,
 * so on a slow line the code does not hold that paint or take the bandwidth of the page's styles
 * and pictures (a frame's callbacks run before the frame is shown, so they were too early). A
 * hidden tab draws nothing, and a page without text (the staff area, drawn by the app) has no
 * first paint to wait for: they start at once; a browser without paint timing, after 3 s (at
 * most, in any case).
 */
function afterFirstPaint(run: () => void) {
  let started = false
  const start = () => {
    if (started) return
    started = true
    observer.disconnect()
    setTimeout(run)
  }
  const observer = new PerformanceObserver((paints) => {
    if (paints.getEntriesByName('first-contentful-paint').length) start()
  })
  // Nothing to wait for: a hidden tab, or a page with nothing to paint, which never reports a
  // first paint (the staff area the server leaves to the app, an error drawn for a crawler).
  if (document.visibilityState !== 'visible' || !document.getElementById('root')?.textContent)
    return start()
  observer.observe({ type: 'paint', buffered: true })
  setTimeout(start, 3000)
}

afterFirstPaint(() => {
  preloadPageCode()
  import('./start').then(
    ({ start }) => start(earlyTaps),
    (error: unknown) => {
      // The app's code could not be loaded: the page the server drew stays, and works as it does
      // without scripts.
      console.error('The page could not start:', error)
      earlyTaps.forget()
    },
  )
})
