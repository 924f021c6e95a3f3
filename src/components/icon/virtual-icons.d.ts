/** The app's own icons, collected from `prefix:name` literals in the source at build time. */
declare module 'virtual:nightjar-icons' {
  import type { RenderedIconSet } from './icon-types'

  const sets: RenderedIconSet[]
  export default sets
}
