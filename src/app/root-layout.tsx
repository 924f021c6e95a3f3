import { Outlet, ScrollRestoration, useNavigation } from 'react-router'

import { NavigationProgress } from '@/components/navigation-progress'

/** Above every route: the progress bar for slow navigations and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation()
  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
