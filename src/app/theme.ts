/**
 * Nightjar is always dark. `applyDarkTheme` runs at start and after every navigation, so a class
 * removed by anything else comes back on the next route change.
 */
export const COLOR_MODE_KEY = 'color-mode'
export const THEME_COLOR = '#000000'

export function applyDarkTheme(doc: Document = document) {
  const html = doc.documentElement
  html.classList.remove('light')
  html.classList.add('dark')
  html.dataset.theme = 'dark'
  html.style.colorScheme = 'dark'
  try {
    doc.defaultView?.localStorage.setItem(COLOR_MODE_KEY, 'dark')
  } catch {
    // Storage can be unavailable (private mode, sandboxed frames); the class is what matters.
  }
}

/** Sets `<meta name="theme-color">` to black, creating it if the page has none. */
export function applyThemeColor(doc: Document = document) {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
  if (!meta) {
    meta = doc.createElement('meta')
    meta.name = 'theme-color'
    doc.head.append(meta)
  }
  meta.content = THEME_COLOR
}
