import { useInn } from './inn'

/**
 * A page's title and description: React puts them into the document's head, on the server and
 * on every later navigation. `title` goes before the inn's name (`Available rooms, Jan 20 – 23,
 * 2026 · Nightjar Inn`); without one the title is the inn's name alone.
 */
export function PageMeta({ title, description }: { title?: string; description?: string }) {
  const innName = useInn()?.innName
  const full = [title, innName].filter(Boolean).join(' · ')
  return (
    <>
      {full ? <title>{full}</title> : null}
      {description ? <meta name="description" content={description} /> : null}
    </>
  )
}
