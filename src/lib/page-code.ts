/**
 * The code a page the server drew will import (its route's chunks and theirs). The server lists
 * it as data in the page (`<script type="application/json">`), not as `<link rel="modulepreload">`:
 * fetched as the page is parsed it would hold the first paint on a slow line, so the entry
 * fetches it, all at once, once the page is drawn.
 */
export const PAGE_CODE_ELEMENT_ID = 'nightjar-page-code'

/** Starts fetching the code the server listed for this page. */
export function preloadPageCode(doc: Document = document) {
  const files = JSON.parse(
    doc.getElementById(PAGE_CODE_ELEMENT_ID)?.textContent ?? '[]',
  ) as string[]
  for (const href of files) {
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    doc.head.append(link)
  }
}
