/** Placeholder until the real page arrives: the free rooms for the searched stay. */
export function ResultPage() {
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-bold tracking-tight">Available rooms</h1>
      <p className="text-muted">Search results will appear here.</p>
    </div>
  )
}

/** The route module's component (the router loads this module lazily). */
export const Component = ResultPage
