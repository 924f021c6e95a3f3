/** Placeholder until the real page arrives: the staff area (bookings, rooms, reports, settings). */
export function AdminPage() {
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-bold tracking-tight">Staff area</h1>
      <p className="text-muted">Bookings, rooms, reports and settings will appear here.</p>
    </div>
  )
}

/** The route module's component (the router loads this module lazily). */
export const Component = AdminPage
