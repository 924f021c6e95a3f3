/** Placeholder until the real page arrives: the stay summary and the guest-details form. */
export function BookingPage() {
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-bold tracking-tight">Your booking</h1>
      <p className="text-muted">The booking form will appear here.</p>
    </div>
  )
}

/** The route module's component (the router loads this module lazily). */
export const Component = BookingPage
