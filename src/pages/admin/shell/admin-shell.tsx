import { HouseIcon, LogOutIcon, SearchIcon, UsersIcon } from 'lucide-react'
import * as React from 'react'
import {
  type LoaderFunctionArgs,
  redirect,
  useFetcher,
  useLoaderData,
  useSearchParams,
} from 'react-router'

import { type Staff, type StaffRole } from '@/api'
import { Button } from '@/components/button'
import { Kbd } from '@/components/kbd'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'
import { shortInnName } from '@/domain/settings'
import { isApiError } from '@/lib/api-client'
import { loginPathFor } from '@/lib/auth'
import { clearTokenCookie } from '@/lib/cookies'
import { useInn } from '@/lib/inn'
import { AppLink } from '@/lib/link'
import { getMe } from '@/pages/admin/lib/admin-api'
import { submitJson, useSectionAction } from '@/pages/admin/lib/admin-route'
import { DEFAULT_SECTION, sectionHref, sectionsFor } from '@/pages/admin/sections'
import { InnMark } from '@/pages/shared/inn-mark'

import { AdminCommandPalette } from './admin-command-palette'

/**
 * Ends the session through the route's action (`logout`, posted to the open section's address,
 * whose code is here already), which then opens the sign-in page.
 */
export function useLogout() {
  const { submit } = useFetcher()
  const action = useSectionAction()
  return React.useCallback(() => submitJson(submit, action, 'logout'), [submit, action])
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}

/**
 * The signed-in staff member (the layout's loader; their role decides the sections). A session
 * the server refuses goes back to sign-in, keeping the page; any other failure leaves the area
 * usable without the member's name and the owner's sections.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ staff: Staff | null }> {
  try {
    return { staff: await getMe(request.signal) }
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) return { staff: null }
    clearTokenCookie()
    const url = new URL(request.url)
    throw redirect(loginPathFor(`${url.pathname}${url.search}`))
  }
}

/** The staff member's name is the same on every page: loaded once with the layout. */
export function shouldRevalidate() {
  return false
}

/** The signed-in member's initials and name: the way to their account (and password). */
function StaffName({ name, current }: { name?: string; current: boolean }) {
  return (
    <AppLink
      to={sectionHref('account')}
      prefetch="intent"
      data-slot="admin-staff"
      aria-current={current ? 'page' : undefined}
      className="flex min-h-9 items-center gap-2 rounded-md px-1.5 text-sm text-fg ring-border ring-inset hover:ring-1 aria-[current=page]:ring-1"
    >
      <span
        aria-hidden="true"
        className="grid size-7 place-items-center rounded-full bg-secondary/15 text-xs font-semibold text-secondary"
      >
        {name ? initials(name) : <UsersIcon className="size-3.5" />}
      </span>
      {/* Its name is the words it shows ("Label in Name"): "Your account: Demo Staff", the name
          read on a phone too, where only the initials are seen. */}
      <span className="sr-only">Your account: </span>
      <span className="sr-only max-w-40 truncate sm:not-sr-only">{name ?? 'Staff'}</span>
    </AppLink>
  )
}

const navLinkClass =
  'flex shrink-0 items-center gap-2.5 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:bg-elevated hover:text-fg aria-[current=page]:bg-elevated aria-[current=page]:text-fg [&_svg]:size-4'

function Brand({ className }: { className?: string }) {
  const inn = useInn()
  const name = inn ? shortInnName(inn) : 'Staff area'
  return (
    <AppLink
      to={sectionHref(DEFAULT_SECTION)}
      prefetch="intent"
      data-slot="admin-brand"
      className={cn('flex items-center gap-2.5 rounded-md text-fg', className)}
    >
      <InnMark />
      <span className="grid min-w-0 leading-tight">
        <span className="truncate text-sm font-semibold tracking-tight">{name}</span>
        <span className="text-xs text-muted">Staff</span>
      </span>
    </AppLink>
  )
}

/** The sidebar’s sections for a role (no member known: those open to all). */
function SectionLinks({ current, role }: { current: string; role?: StaffRole }) {
  return (
    <ul className="flex gap-1 md:flex-col">
      {sectionsFor(role)
        .filter((section) => !('nav' in section))
        .map((section) => (
          <li key={section.id}>
            <AppLink
              to={sectionHref(section.id)}
              prefetch="intent"
              aria-current={current === section.id ? 'page' : undefined}
              className={navLinkClass}
            >
              <section.icon />
              {section.label}
            </AppLink>
          </li>
        ))}
    </ul>
  )
}

/**
 * The staff area's frame: a sidebar of sections (a scrolling top bar on small screens), a header
 * with the command palette trigger, the staff member's name and log out, and the page.
 */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const { t } = useLocale()
  const [params] = useSearchParams()
  const current = params.get('section') ?? DEFAULT_SECTION
  const [paletteOpen, setPaletteOpen] = React.useState(false)
  const { staff } = useLoaderData<typeof loader>()
  const logout = useLogout()
  const navRef = React.useRef<HTMLDivElement>(null)
  const onAccount = current === 'account'
  // On small screens the sections scroll sideways: keep the current one in view.
  React.useEffect(() => {
    const strip = navRef.current
    const link = strip?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!strip || !link || strip.scrollWidth <= strip.clientWidth) return
    const offset = link.getBoundingClientRect().left - strip.getBoundingClientRect().left
    strip.scrollTo({
      left: strip.scrollLeft + offset - (strip.clientWidth - link.offsetWidth) / 2,
    })
  }, [current])

  return (
    <div
      data-layout="auth"
      data-slot="admin-shell"
      className="grid min-h-dvh grid-cols-1 grid-rows-[auto_auto_1fr] [grid-template-areas:'header''nav''main'] md:grid-cols-[15rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:[grid-template-areas:'nav_header''nav_main']"
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-elevated px-3 py-2 text-fg focus-visible:not-sr-only focus-visible:fixed focus-visible:top-2 focus-visible:left-2 focus-visible:ring-2 focus-visible:ring-primary"
      >
        {t('skipToContent')}
      </a>

      <header
        data-slot="admin-header"
        className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-bg/85 px-4 backdrop-blur [grid-area:header] md:px-6"
      >
        <Brand className="md:hidden" />
        <button
          type="button"
          data-slot="admin-palette-trigger"
          onClick={() => setPaletteOpen(true)}
          className="ms-auto flex h-9 cursor-pointer items-center gap-2 rounded-md bg-surface px-2.5 text-sm text-muted ring-1 ring-border transition-colors ring-inset hover:text-fg hover:ring-muted md:ms-0 md:w-full md:max-w-sm"
        >
          <SearchIcon className="size-4 shrink-0" />
          <span className="max-md:sr-only">Search or run a command…</span>
          <span className="ms-auto hidden items-center gap-0.5 sm:flex">
            <Kbd value="meta" size="sm" />
            <Kbd value="k" size="sm" />
          </span>
        </button>
        <div className="flex items-center gap-2 md:ms-auto">
          <StaffName name={staff?.name} current={onAccount} />
          <Button
            variant="ghost"
            color="neutral"
            size="sm"
            leading={<LogOutIcon />}
            onClick={() => void logout()}
            data-slot="admin-logout"
          >
            Log out
          </Button>
        </div>
      </header>

      <nav
        aria-label="Staff sections"
        data-slot="admin-nav"
        className="border-b border-border bg-surface [grid-area:nav] md:border-e md:border-b-0"
      >
        <div
          ref={navRef}
          className="flex gap-1 overflow-x-auto px-2 py-1.5 md:sticky md:top-0 md:h-dvh md:flex-col md:overflow-visible md:px-3 md:py-4"
        >
          <Brand className="mb-6 hidden px-2 md:flex" />
          <SectionLinks current={current} role={staff?.role} />
          <AppLink to="/" prefetch="none" className={cn(navLinkClass, 'mt-auto hidden md:flex')}>
            <HouseIcon />
            Public site
          </AppLink>
        </div>
      </nav>

      <main
        id="main"
        tabIndex={-1}
        data-slot="admin-main"
        className="min-w-0 px-4 py-6 outline-none [grid-area:main] md:px-8 md:py-8"
      >
        <div className="mx-auto w-full max-w-6xl">{children}</div>
      </main>

      <AdminCommandPalette
        open={paletteOpen}
        onOpenChange={setPaletteOpen}
        onLogout={logout}
        sections={sectionsFor(staff?.role)}
      />
    </div>
  )
}
