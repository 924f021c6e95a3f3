import * as React from 'react'
import { useLocation, useNavigation } from 'react-router'

/** How long the heading keeps the focus while the page swaps its loading state for its content. */
const FOLLOW_MS = 5000

/** Focuses the page's heading (made focusable, not tabbable); the heading, if there is one. */
function focusHeading(main: Element | null): HTMLElement | null {
  const heading = main?.querySelector<HTMLElement>('h1') ?? document.querySelector('h1')
  if (!heading) return null
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus({ preventScroll: true })
  return heading
}

/**
 * Says a new page to screen readers, as a page load would: once a navigation has settled on a
 * page with another title (a filter or a dialog in the address keeps the title, and the focus
 * where it is), the title goes to a polite live region and the focus to the page's heading, so
 * that reading and tabbing start at the new page, not on the link that led there. While the page
 * swaps a loading state for its content (a new heading), the focus follows to the new heading,
 * unless the person has moved it meanwhile. The first page is the browser's to announce. A dialog
 * that has the focus keeps it, and so does the page when the focus is in it already (its own
 * choice, or the control used, still there).
 */
export function RouteAnnouncer() {
  const location = useLocation()
  const navigation = useNavigation()
  const [message, setMessage] = React.useState('')
  const shown = React.useRef<string | null>(null)
  React.useEffect(() => {
    if (navigation.state !== 'idle') return
    let stop = () => {}
    // After React has put the new page's title into the head.
    const frame = requestAnimationFrame(() => {
      const title = document.title
      const first = shown.current === null
      if (title === shown.current) return
      shown.current = title
      if (first) return
      setMessage(title)
      const main = document.querySelector('main')
      const focused = document.activeElement
      if (focused?.closest('[role=dialog], [role=alertdialog]')) return
      if (main && focused && focused !== main && main.contains(focused)) return
      let heading = focusHeading(main)
      const observer = new MutationObserver(() => {
        if (heading?.isConnected) return
        const now = document.activeElement
        if (now && now !== document.body) return stop()
        heading = focusHeading(main)
      })
      observer.observe(main ?? document.body, { childList: true, subtree: true })
      const timer = setTimeout(() => stop(), FOLLOW_MS)
      stop = () => {
        observer.disconnect()
        clearTimeout(timer)
      }
    })
    return () => {
      cancelAnimationFrame(frame)
      stop()
    }
  }, [location.key, navigation.state])
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-slot="route-announcer">
      {message}
    </div>
  )
}
