import { PageMeta } from '@/lib/page-meta'

/** An empty page with the app's providers and no layout (for embedding and tests). */
export function BlankPage() {
  return (
    <main data-page="blank" aria-label="Blank page" className="min-h-dvh">
      <PageMeta />
    </main>
  )
}

/** The route module's component (the router loads this module lazily). */
export const Component = BlankPage
