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
 * page's, which the server lists) is fetched once the browser has drawn it, so on a slow line the
 * code does not hold the first paint or take the bandwidth of the page's styles and pictures. A
 * hidden tab draws nothing: it starts at once.
 */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState !== 'visible') run()
  else requestAnimationFrame(() => setTimeout(run))
}

afterFirstPaint(() => {
  preloadPageCode()
  import('./start').then(
    ({ start }) => start(earlyTaps),
    (error: unknown) => {
      // The app's code could not be loaded: the page the server drew stays, and works as it does
      // without scripts.
      console.error('The page could not start:', error)
      earlyTaps.stop()
    },
  )
})
