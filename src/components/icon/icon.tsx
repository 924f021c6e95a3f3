import * as React from 'react'

import { cn } from '@/components/lib/cn'

import { bundledIcons } from './bundled-icons'
import { useIconLoader } from './icon-context'
import { withUniqueIds } from './icon-ids'
import { parseIconName } from './icon-names'
import type { RenderedIcon } from './icon-types'

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
