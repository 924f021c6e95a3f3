import { LogInIcon, LogOutIcon, MoonStarIcon } from 'lucide-react'

import type { Settings } from '@/api/contract'

/**
 * The hero's lines that carry icons: the strapline (the inn's tagline) and the inn's check-in and check-out times.
 * The home page loads them as deferred parts, so the icons' code (shared with the rooms and the
 * forms below) is not in the page's first load; the server draws them with the page.
 */
export function Strapline({ tagline }: { tagline: string }) {
  return (
    <p className="inline-flex items-center gap-2 text-sm font-medium tracking-wide text-primary uppercase">
      <MoonStarIcon className="size-4 shrink-0" />
      {tagline}
    </p>
  )
}

export function InnTimes({ inn }: { inn: Settings }) {
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-fg/85">
      <span className="inline-flex items-center gap-2">
        <LogInIcon className="size-4 shrink-0 text-primary" />
        Check-in from {inn.checkInTime}
      </span>
      <span className="inline-flex items-center gap-2">
        <LogOutIcon className="size-4 shrink-0 text-primary" />
        Check-out by {inn.checkOutTime}
      </span>
    </p>
  )
}
