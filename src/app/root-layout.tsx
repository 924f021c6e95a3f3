import {
  type LoaderFunctionArgs,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useNavigation,
} from 'react-router'

import { InnProvider } from '@/lib/inn'
import { fetchInn } from '@/pages/shared/public-api'

import { NavigationBar } from './navigation-progress'
import { RouteAnnouncer } from './route-announcer'

/**
 * The inn's settings for every screen (its name in the header and the titles, its words, its
 * logo): `null` when the API cannot give them, so a page still shows without them.
 */
export async function rootLoader({ context, request }: LoaderFunctionArgs) {
  return { inn: await fetchInn(context, request.signal).catch(() => null) }
}

/** Loaded again only after a write (staff saving the settings), not on every navigation. */
export function shouldRootRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET' && defaultShouldRevalidate
}

/**
 * Above every route: the inn's settings for the screens below, the progress bar for slow
 * navigations, scroll restoration, and the new page said to screen readers (`RouteAnnouncer`).
 */
export function RootLayout() {
  const navigation = useNavigation()
  const { inn } = useLoaderData<typeof rootLoader>()
  return (
    <InnProvider inn={inn}>
      <NavigationBar active={navigation.state !== 'idle'} />
      <Outlet />
      <ScrollRestoration />
      <RouteAnnouncer />
    </InnProvider>
  )
}
