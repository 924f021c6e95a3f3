/** Placeholder until the real page arrives: the staff sign-in form. */
export function AdminLoginPage() {
  return (
    <main className="mx-auto grid min-h-dvh max-w-sm content-center gap-4 px-4">
      <h1 className="text-3xl font-bold tracking-tight">Staff sign-in</h1>
      <p className="text-muted">The sign-in form will appear here.</p>
    </main>
  )
}

/** The route module's component (the router loads this module lazily). */
export const Component = AdminLoginPage
