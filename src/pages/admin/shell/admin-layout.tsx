import { Outlet } from 'react-router'

import { AdminShell } from './admin-shell'

export { loader, shouldRevalidate } from './admin-shell'

/**
 * The staff layout (loaded lazily, with the admin code): the sidebar of sections, the header
 * with the command palette, the staff member's name and log out. Its route's middleware has
 * already checked that a `token` cookie is present. Its loader loads the staff member's name.
 */
export function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  )
}

export { AdminLayout as Component }
