import * as React from 'react'
import sets from 'virtual:nightjar-icons'

import { cn } from '@/components/lib/cn'

import {
  createIconLoader,
  type IconLoaderOptions,
  parseIconName,
  withUniqueIds,
} from './icon-loader'
import { IconSourceContext } from './icon-provider'
import type { RenderedIcon } from './icon-render'

/**
 * Data-named icons that ship with the app, by full name. The icons Vite plugin finds every
 * `'prefix:name'` literal in the source (such as the demo rooms' amenities) and puts only those
 * icons in this module, already rendered, so they need no request and no Iconify code.
 */
export const bundledIcons = new Map<string, RenderedIcon>(
  sets.flatMap(({ prefix, icons }) =>
    Object.entries(icons).map(([name, icon]) => [`${prefix}:${name}`, icon] as const),
  ),
)

/** One loader per icon source (per `IconProvider`), made when it first draws an icon. */
const loaders = new WeakMap<IconLoaderOptions, ReturnType<typeof createIconLoader>>()

function useIconLoader() {
  const source = React.use(IconSourceContext)
  let loader = loaders.get(source)
  if (!loader) loaders.set(source, (loader = createIconLoader(source)))
  return loader
}

export type IconProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  /** `prefix:name` from data, e.g. a room amenity's `lucide:wifi`. */
  name: string
  /** Makes the icon meaningful (`role="img"` with this name); without it the icon is decorative. */
  'aria-label'?: string
}

const iconClass = 'inline-block size-[1em] shrink-0 align-[-0.125em]'

/**
 * An icon whose name comes from data (a room's amenities); icons the code names are `lucide-react`
 * components instead. Names the app's source spells out (the demo rooms' `'lucide:wifi'` literals)
 * are bundled at build time and render with no request; others load in batches from the icon
 * endpoint (`{apiBase}/icons/{prefix}.json?icons=a,b`, see `IconProvider`), then from the public
 * Iconify API when that fails or takes over 1500 ms. Size it with classes (`size-5`); it is 1em
 * square by default. While loading, or when no source has it, an empty box of the same size holds
 * its place.
 */
export function Icon({ name, className, ...props }: IconProps) {
  const loader = useIconLoader()
  const [loaded, setLoaded] = React.useState<{ name: string; icon: RenderedIcon | null }>()
  const idSuffix = `-${React.useId().replace(/[^\w-]/g, '')}`
  const known = bundledIcons.get(name) ?? (loaded?.name === name ? loaded.icon : loader.peek(name))

  React.useEffect(() => {
    if (known !== undefined) return
    let current = true
    void loader.load(name).then((icon) => {
      if (current) setLoaded({ name, icon })
    })
    return () => {
      current = false
    }
  }, [known, loader, name])

  const label = props['aria-label']
  const common = {
    'data-slot': 'icon',
    'data-icon': name,
    'aria-hidden': label ? undefined : true,
    role: label ? 'img' : undefined,
    className: cn(iconClass, className),
  }
  if (!known) {
    const state = known === null || !parseIconName(name) ? 'missing' : 'loading'
    return <span {...common} data-state={state} aria-label={label} />
  }
  return (
    <svg
      {...common}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={known.viewBox}
      width="1em"
      height="1em"
      focusable="false"
      {...props}
      dangerouslySetInnerHTML={{ __html: withUniqueIds(known.body, idSuffix) }}
    />
  )
}
