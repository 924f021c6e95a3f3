import { AppLink } from '../../app/link'

/** Placeholder until the real page arrives: the inn, its rooms and the search card. */
export function HomePage() {
  return (
    <div className="grid gap-4">
      <h1 className="text-4xl font-bold tracking-tight">Nightjar Inn</h1>
      <p className="text-muted">A small guest house by the sea. Booking opens soon.</p>
      <p>
        <AppLink to="/result" className="text-primary underline underline-offset-4">
          See available rooms
        </AppLink>
      </p>
    </div>
  )
}

/** The route module's component (the router loads this module lazily). */
export const Component = HomePage
