/** The site's name, after each page's own title. */
export const SITE_NAME = 'Nightjar Inn'

/**
 * A page's title and description: React puts them into the document's head, on the server and
 * on every later navigation. `title` goes before the site's name (`Available rooms, Jan 20 – 23,
 * 2026 · Nightjar Inn`); without one the title is the site's name alone.
 */
export function PageMeta({ title, description }: { title?: string; description?: string }) {
  return (
    <>
      <title>{title ? `${title} · ${SITE_NAME}` : SITE_NAME}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  )
}
