/** Data-named icons the source spells out, collected from `prefix:name` literals at build time. */
declare module 'virtual:nightjar-icons' {
  import type { RenderedIconSet } from '@/components/icon/icon-render'

  const sets: RenderedIconSet[]
  export default sets
}
