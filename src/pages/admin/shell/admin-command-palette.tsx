import { CalendarCheckIcon, CalendarPlusIcon, LogOutIcon, PlusIcon } from 'lucide-react'
import * as React from 'react'
import { useNavigate } from 'react-router'

import { Badge } from '@/components/badge'
import {
  CommandPaletteDialog,
  type CommandPaletteGroup,
  type CommandPaletteItem,
} from '@/components/command-palette'
import { formatStay } from '@/domain/staff-format'
import type { loader as bookingsLoader } from '@/pages/admin/bookings/bookings-section'
import { type AdminLoaderData, useAdminFetcher } from '@/pages/admin/lib/admin-route'
import { type AdminSection, sectionHref } from '@/pages/admin/sections'

export interface AdminCommandPaletteProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onLogout: () => unknown
  /** The sections the member may open. */
  sections: readonly AdminSection[]
}

/** The shortest query that searches bookings (one letter would match nearly every guest). */
export const BOOKING_SEARCH_MIN = 2

const iconClass = 'size-4'

/**
 * The staff command palette (Ctrl/⌘+K): go to a section, find a booking by reference or guest
 * name (searched on the server as you type), or run an action (new booking, new room, log out).
 */
export function AdminCommandPalette({
  open,
  onOpenChange,
  onLogout,
  sections,
}: AdminCommandPaletteProps) {
  const navigate = useNavigate()
  // The booking search is the bookings section's loader, run by a fetcher.
  const { loadData } = useAdminFetcher<AdminLoaderData<ReturnType<typeof bookingsLoader>>>()
  const [query, setQuery] = React.useState('')
  const searching = query.trim().length >= BOOKING_SEARCH_MIN

  const groups = React.useMemo<CommandPaletteGroup[]>(() => {
    const go: CommandPaletteGroup = {
      id: 'sections',
      label: 'Go to',
      items: sections.map((section) => ({
        id: section.id,
        label: section.label,
        icon: <section.icon className={iconClass} />,
        keywords: section.keywords,
        onSelect: () => void navigate(sectionHref(section.id)),
      })),
    }
    const bookings: CommandPaletteGroup = {
      id: 'bookings',
      label: 'Bookings',
      debounce: 250,
      search: async (text, signal) => {
        const q = text.trim()
        if (q.length < BOOKING_SEARCH_MIN) return []
        const answer = await loadData(sectionHref('bookings', { q }))
        signal.throwIfAborted()
        if (!answer) return []
        const page = await answer.data.page
        return page.items.map((booking): CommandPaletteItem => ({
          id: booking.id,
          label: `${booking.reference} · ${booking.guest.name}`,
          icon: <CalendarCheckIcon className={iconClass} />,
          suffix: (
            <>
              {booking.roomName}, {formatStay(booking.checkIn, booking.checkOut)}
              {booking.status === 'cancelled' && (
                <Badge variant="soft" color="neutral" size="sm" className="ms-2">
                  Cancelled
                </Badge>
              )}
            </>
          ),
          onSelect: () =>
            void navigate(sectionHref('bookings', { q: booking.reference, view: booking.id })),
        }))
      },
    }
    const actions: CommandPaletteGroup = {
      id: 'actions',
      label: 'Actions',
      items: [
        {
          id: 'new-booking',
          label: 'New booking',
          icon: <CalendarPlusIcon className={iconClass} />,
          keywords: ['create', 'add', 'book', 'reservation', 'walk-in', 'phone'],
          onSelect: () => void navigate(sectionHref('frontdesk', { dialog: 'new-booking' })),
        },
        {
          id: 'new-room',
          label: 'New room',
          icon: <PlusIcon className={iconClass} />,
          keywords: ['create', 'add', 'room'],
          onSelect: () => void navigate(sectionHref('rooms', { dialog: 'new-room' })),
        },
        {
          id: 'logout',
          label: 'Log out',
          icon: <LogOutIcon className={iconClass} />,
          keywords: ['sign out', 'exit'],
          onSelect: () => void onLogout(),
        },
      ],
    }
    return searching ? [go, bookings, actions] : [go, actions]
  }, [navigate, onLogout, searching, loadData, sections])

  return (
    <CommandPaletteDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuery('')
        onOpenChange(next)
      }}
      groups={groups}
      // The palette keeps its query to itself; this copy only decides whether to search bookings.
      onInput={(event: React.FormEvent<HTMLDivElement>) => {
        const target = event.target
        if (target instanceof HTMLInputElement) setQuery(target.value)
      }}
    />
  )
}
