import { AppProviders } from './providers'

/** The app's root. The router and pages arrive with the app shell. */
export function App() {
  return (
    <AppProviders>
      <main className="mx-auto grid max-w-3xl gap-4 p-8">
        <h1 className="text-4xl font-bold tracking-tight">Nightjar Inn</h1>
        <p className="text-muted">A small guest house by the sea. Booking opens soon.</p>
      </main>
    </AppProviders>
  )
}
