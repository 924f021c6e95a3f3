import * as React from 'react'
import {
  type ActionFunctionArgs,
  Await,
  type LoaderFunctionArgs,
  useLoaderData,
} from 'react-router'

import type { Settings } from '@/api/contract'
import { Image } from '@/components/image'
import { photoSources } from '@/domain/photos'
import { largestCapacity } from '@/domain/rooms'
import { deferredPart } from '@/lib/deferred-part'
import { useInn } from '@/lib/inn'
import { PageMeta } from '@/lib/page-meta'
import { useRuntimeConfig } from '@/lib/runtime-config'
import { innPhoto } from '@/pages/shared/inn-photo'
import { fetchInn, fetchRooms } from '@/pages/shared/public-api'
import { RoomCardSkeleton } from '@/pages/shared/room-card-skeleton'
import { LoadingRegion, Skeleton } from '@/pages/shared/states'
import { useSettledValue } from '@/pages/shared/use-settled-value'

/**
 * Parts whose code loads after the page's own (`deferredPart`), as the server draws them whole:
 * the search card and "Find your booking" enhance forms that work as drawn (a GET form to
 * `/result`, a POST to this page's action) with the date picker and the form layer; the rooms
 * and "Good to know" are plain markup.
 */
const SearchCard = deferredPart(() =>
  import('@/pages/shared/search-card').then((m) => m.SearchCard),
)
const FindBooking = deferredPart(() => import('./find-booking').then((m) => m.FindBooking))
const RoomGrid = deferredPart(() => import('./room-grid').then((m) => m.RoomGrid))
const RoomsError = deferredPart(() => import('./room-grid').then((m) => m.RoomsError))
const GoodToKnow = deferredPart(() => import('./good-to-know').then((m) => m.GoodToKnow))
/** The hero's lines with icons: the icons' code comes with the parts below, not the page's. */
const Strapline = deferredPart(() => import('./hero-marks').then((m) => m.Strapline))
const InnTimes = deferredPart(() => import('./hero-marks').then((m) => m.InnTimes))

/**
 * Starts loading the inn and its rooms without waiting: the page (and the search card) shows at
 * once, with skeletons until the answers come. After a navigation (the server's page brings its
 * data), the page's parts' code comes first, as the page's own does.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const inn = fetchInn(context, request.signal)
  const rooms = fetchRooms(context, request.signal)
  const both = Promise.all([inn, rooms]).then(([i, r]) => ({ inn: i, rooms: r }))
  // Handled where they are awaited; this keeps an early failure (offline, they fail at once,
  // before the page renders) from being reported as unhandled.
  inn.catch(() => {})
  both.catch(() => {})
  const parts = [SearchCard, FindBooking, RoomGrid, RoomsError, GoodToKnow, Strapline, InnTimes]
  await Promise.all(parts.map((part) => part.preload()))
  return { inn, rooms: both }
}

type HomeData = Awaited<ReturnType<typeof loader>>

/** `/`: the inn, the search card and the rooms. */
export function HomePage() {
  const data = useLoaderData() as HomeData
  const rooms = useSettledValue(data.rooms)?.rooms
  const inn = useInn()
  return (
    <div className="grid gap-14 sm:gap-20">
      <PageMeta
        title={inn?.tagline || undefined}
        description={[inn?.intro, 'Book a room.'].filter(Boolean).join(' ')}
      />
      <Hero inn={data.inn} maxGuests={rooms?.length ? largestCapacity(rooms) : undefined} />
      <section aria-labelledby="rooms-heading" className="grid gap-6">
        <div className="grid gap-2">
          <p className="text-sm font-medium tracking-wide text-primary uppercase">Stay with us</p>
          <h2 id="rooms-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Our rooms
          </h2>
        </div>
        <React.Suspense fallback={<RoomsSkeleton />}>
          <Await resolve={data.rooms} errorElement={<RoomsError />}>
            {({ inn, rooms }) => <RoomGrid rooms={rooms} currency={inn.currency} />}
          </Await>
        </React.Suspense>
      </section>
      <GoodToKnow inn={data.inn} />
      <FindBooking />
    </div>
  )
}

/**
 * The inn's photo under its tagline, name and words (from the settings the app has loaded: the
 * page shows them at once), its times, and the search card.
 */
function Hero({ inn, maxGuests }: { inn: Promise<Settings>; maxGuests: number | undefined }) {
  const settings = useInn()
  const { apiBase } = useRuntimeConfig()
  const photo = settings?.homePhoto
  return (
    <section
      aria-labelledby="inn-name"
      className="relative isolate -mx-4 -mt-8 overflow-hidden sm:mx-0 sm:mt-0 sm:rounded-2xl sm:ring-1 sm:ring-border"
    >
      <Image
        src={photo ? photoSources(photo, apiBase) : innPhoto}
        alt={photo?.alt ?? ''}
        priority
        sizes="100vw lg:1024px"
        className="absolute inset-0 -z-10 size-full max-w-none object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-bg via-bg/80 to-bg/30 lg:bg-linear-to-r lg:from-bg lg:via-bg/75 lg:to-bg/10"
      />
      <div className="grid gap-10 px-4 pt-24 pb-6 sm:px-10 sm:pt-32 sm:pb-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-end lg:gap-12 lg:py-14">
        <div className="grid max-w-xl gap-5">
          {settings?.tagline ? <Strapline tagline={settings.tagline} /> : null}
          <h1 id="inn-name" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {settings?.innName ?? 'Welcome'}
          </h1>
          {settings?.intro ? (
            <p className="text-lg leading-8 whitespace-pre-line text-fg/85">{settings.intro}</p>
          ) : null}
          <React.Suspense fallback={<Skeleton className="h-5 w-64" />}>
            {/* Without the times if the inn fails to load; an empty `errorElement` (null) would
                pass the error up and replace the whole page with the error page. */}
            <Await resolve={inn} errorElement={<></>}>
              {(settings) => <InnTimes inn={settings} />}
            </Await>
          </React.Suspense>
        </div>
        <SearchCard title="Find your stay" maxGuests={maxGuests} />
      </div>
    </section>
  )
}

function RoomsSkeleton() {
  return (
    <LoadingRegion label="Loading rooms…" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        <RoomCardSkeleton key={i} />
      ))}
    </LoadingRegion>
  )
}

/** The route module's component, loader and action (the router loads this module lazily). */
export const Component = HomePage
/** Find my booking: its code loads with the form's (a plain form posts here without it). */
export const action = (args: ActionFunctionArgs) =>
  import('./find-booking').then((m) => m.lookupAction(args))
