import { Outlet, ScrollRestoration, useNavigation } from 'react-router'

import { NavigationBar } from './navigation-progress'
import { RouteAnnouncer } from './route-announcer'

/**
 * Above every route: the progress bar for slow navigations, scroll restoration, and the new
 * page said to screen readers (`RouteAnnouncer`).
 */
export function RootLayout() {
  const navigation = useNavigation()
  return (
    <>
      <NavigationBar active={navigation.state !== 'idle'} />
      <Outlet />
      <ScrollRestoration />
      <RouteAnnouncer />
    </>
  )
}
