import * as React from 'react'
import sets from 'virtual:nightjar-icons'

import { cn } from '@/components/lib/cn'

import { createIconLoader, type IconLoaderOptions, withUniqueIds } from './icon-loader'
import { IconSourceContext } from './icon-provider'
import type { RenderedIcon } from './icon-render'

/**
 * Data-named icons that ship with the app, by full name: those whose `'prefix:name'` the source
 * spells out (the demo rooms' amenities), rendered at build time, so they need no request.
 */
export const bundledIcons = new Map<string, RenderedIcon>(
  sets.flatMap(({ prefix, icons }) =>
    Object.entries(icons).map(([name, icon]) => [`${prefix}:${name}`, icon] as const),
  ),
)

/** One loader per `IconProvider`, made by its first icon: the provider loads no icon code. */
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

/**
 * An icon whose name comes from data (a room's amenities); icons the code names are `lucide-react`
 * components instead. Bundled names draw at once; others load in batches from the sources
 * `IconProvider` gives. 1em square unless sized with classes; while it loads, or when no source
 * has it, an empty box of the same size holds its place.
 */
export function Icon({ name, className, ...props }: IconProps) {
  const loader = useIconLoader()
  // The loader holds what has loaded; this only draws again once it has.
  const [, loaded] = React.useReducer((count: number) => count + 1, 0)
  const idSuffix = `-${React.useId().replace(/[^\w-]/g, '')}`
  const known = bundledIcons.get(name) ?? loader.peek(name)

  React.useEffect(() => {
    if (known === undefined) void loader.load(name).then(() => loaded())
  }, [known, loader, name])

  const label = props['aria-label']
  const common = {
    'data-slot': 'icon',
    'data-icon': name,
    'aria-hidden': label ? undefined : true,
    role: label ? 'img' : undefined,
    className: cn('inline-block size-[1em] shrink-0 align-[-0.125em]', className),
  }
  if (!known) {
    const state = known === null ? 'missing' : 'loading'
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
