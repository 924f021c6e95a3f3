/** Placeholder until the real page arrives: an empty page with the app's providers (for embedding and tests). */
export function BlankPage() {
  return <main data-page="blank" />
}

/** The route module's component (the router loads this module lazily). */
export const Component = BlankPage
