/** An empty page with the app's providers and no layout (for embedding and tests). */
export function BlankPage() {
  return <main data-page="blank" aria-label="Blank page" className="min-h-dvh" />
}

/** The route module's component (the router loads this module lazily). */
export const Component = BlankPage
