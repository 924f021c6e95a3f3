/** The app's own icons, collected from `prefix:name` literals in the source at build time. */
declare module 'virtual:nightjar-icons' {
  import type { parseIconSet } from '@iconify/utils'

  const sets: Parameters<typeof parseIconSet>[0][]
  export default sets
}
