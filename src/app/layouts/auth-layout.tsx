import { Outlet } from 'react-router'

import { AdminShell } from '../../pages/admin/shell/admin-shell'

/**
 * The staff layout (loaded lazily, with the admin code): the sidebar of sections, the header
 * with the command palette, the staff member's name and log out. Its route's middleware has
 * already checked that a `token` cookie is present.
 */
export function AuthLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  )
}

export { AuthLayout as Component }
