import { Outlet } from 'react-router'

import { AppLink } from '../link'

/**
 * The staff layout (loaded lazily, with the admin code). Its route's middleware has already
 * checked that a `token` cookie is present.
 */
export function AuthLayout() {
  return (
    <div data-layout="auth" className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <nav
          aria-label="Staff"
          className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
        >
          <AppLink to="/admin" className="font-semibold tracking-tight text-fg">
            Nightjar Inn · Staff
          </AppLink>
          <AppLink to="/" className="text-sm text-muted hover:text-fg">
            Public site
          </AppLink>
        </nav>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none"
      >
        <Outlet />
      </main>
    </div>
  )
}

export { AuthLayout as Component }
