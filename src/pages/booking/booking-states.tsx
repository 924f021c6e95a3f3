/** The booking page's other states: the room taken, the stay loading, the stay not loaded. */
import {
  ArrowLeftIcon,
  CalendarXIcon,
  RefreshCwIcon,
  TriangleAlertIcon,
  WifiOffIcon,
} from 'lucide-react'
import { useAsyncError, useRevalidator } from 'react-router'

import { Button } from '@/components/button'
import { isApiError } from '@/lib/api-client'
import { AppLink } from '@/lib/link'
import { LoadingRegion, Skeleton, StatePanel } from '@/pages/shared/states'
import { resultPath, type StaySearch } from '@/pages/shared/stay-rules'
import { StaySummarySkeleton } from '@/pages/shared/stay-summary'

import { Frame } from './booking-frame'

/** The room was taken (before the form, or by someone else while the visitor typed). */
export function RoomTaken({
  query,
  roomName,
  before = false,
}: {
  query: StaySearch
  roomName?: string
  before?: boolean
}) {
  return (
    <StatePanel
      tone="warning"
      autoFocusTitle={!before}
      icon={<CalendarXIcon />}
      title={
        before ? 'This room isn’t available for these dates' : 'Sorry, this room was just taken'
      }
      description={
        before
          ? 'It may have been booked a moment ago, or it does not hold this many guests. Other rooms may still be free for your dates.'
          : `Someone else booked ${roomName ? `the ${roomName}` : 'this room'} for these nights while you were filling in your details. Nothing was booked for you. Other rooms may still be free.`
      }
      actions={
        <Button asChild leading={<ArrowLeftIcon />}>
          <AppLink to={resultPath(query)}>See other rooms for these dates</AppLink>
        </Button>
      }
    />
  )
}

/** While the stay loads: the page's shape in skeletons, announced. */
export function BookingSkeleton({ query }: { query: StaySearch }) {
  return (
    <Frame query={query}>
      <LoadingRegion
        label="Loading your stay…"
        className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <StaySummarySkeleton className="lg:order-last" />
        <div className="grid gap-5 rounded-xl bg-surface p-5 ring-1 ring-border sm:p-8">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-10 w-full" />
          <div className="grid gap-5 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-10 w-44 justify-self-end" />
        </div>
      </LoadingRegion>
    </Frame>
  )
}

/** The stay could not be loaded: refused dates lead home, other failures can be retried. */
export function BookingLoadError({ query }: { query: StaySearch }) {
  const error = useAsyncError()
  const revalidator = useRevalidator()
  const offline = isApiError(error) && error.status === 0
  const refused = isApiError(error) && error.status === 400
  return (
    <Frame query={query}>
      <StatePanel
        tone={refused ? 'warning' : 'error'}
        icon={offline ? <WifiOffIcon /> : <TriangleAlertIcon />}
        title={refused ? 'These dates can’t be booked' : 'We couldn’t load your stay'}
        description={
          refused
            ? [
                ...new Set(Object.values((error as { fields: Record<string, string> }).fields)),
              ].join(' ') || (error as Error).message
            : offline
              ? 'The booking service could not be reached. Check your connection and try again.'
              : `Something went wrong on our side${isApiError(error) ? `: ${error.message}` : '.'} Please try again.`
        }
        actions={
          refused ? (
            <Button asChild>
              <AppLink to="/">Choose other dates</AppLink>
            </Button>
          ) : (
            <Button
              leading={<RefreshCwIcon />}
              loading={revalidator.state === 'loading'}
              onClick={() => revalidator.revalidate()}
            >
              Try again
            </Button>
          )
        }
      />
    </Frame>
  )
}
