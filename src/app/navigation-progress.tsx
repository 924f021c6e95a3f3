import * as React from 'react'

const loadBar = () =>
  import('@/components/navigation-progress').then(
    ({ NavigationProgress }) => ({ default: NavigationProgress }),
    // Its code could not be had (offline): the navigation goes on without a bar.
    () => ({ default: () => null }),
  )

/** The bar's code, loaded with the first navigation that shows it (or once the page is idle). */
const Bar = React.lazy(loadBar)

/**
 * The progress bar of a slow navigation (`NavigationProgress`), its code loaded lazily: no page's
 * first load needs it, as the server draws the first page.
 */
export function NavigationBar({ active }: { active: boolean }) {
  React.useEffect(() => {
    // Fetched ahead of the first slow navigation, when the browser has nothing else to do.
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000))
    idle(() => void loadBar())
  }, [])
  if (!active) return null
  return (
    <React.Suspense fallback={null}>
      <Bar active />
    </React.Suspense>
  )
}
