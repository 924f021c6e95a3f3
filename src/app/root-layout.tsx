import { Outlet, ScrollRestoration, useNavigation } from 'react-router'

import { NavigationBar } from './navigation-progress'

/** Above every route: the progress bar for slow navigations and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation()
  return (
    <>
      <NavigationBar active={navigation.state !== 'idle'} />
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
