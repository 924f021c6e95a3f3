import './bundled-icons'

import * as React from 'react'

import { cn } from '@/components/lib/cn'

import { useIconLoader } from './icon-context'
import { withUniqueIds } from './icon-ids'
import { parseIconName } from './icon-names'
import { getRegisteredIcon, subscribeToRegistry } from './icon-registry'
import type { RenderedIcon } from './icon-types'

export type IconProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  /** `prefix:name`, e.g. `lucide:wifi`. */
  name: string
  /** Makes the icon meaningful (`role="img"` with this name); without it the icon is decorative. */
  'aria-label'?: string
}

const iconClass = 'inline-block size-[1em] shrink-0 align-[-0.125em]'

/**
 * An icon by name. The app's own icons are bundled; others load from the icon endpoint (see
 * `IconProvider`). Size it with classes (`size-5`); it is 1em square by default. While loading,
 * or when no source has it, an empty box of the same size holds its place.
 */
export function Icon({ name, className, ...props }: IconProps) {
  const loader = useIconLoader()
  const bundled = React.useSyncExternalStore(
    subscribeToRegistry,
    () => getRegisteredIcon(name),
    () => getRegisteredIcon(name),
  )
  const [loaded, setLoaded] = React.useState<{ name: string; icon: RenderedIcon | null }>()
  const idSuffix = `-${React.useId().replace(/[^\w-]/g, '')}`
  const known = bundled ?? (loaded?.name === name ? loaded.icon : loader.peek(name))

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
  if (!known) {
    return (
      <span
        data-slot="icon"
        data-icon={name}
        data-state={known === null || !parseIconName(name) ? 'missing' : 'loading'}
        aria-hidden={label ? undefined : true}
        role={label ? 'img' : undefined}
        aria-label={label}
        className={cn(iconClass, className)}
      />
    )
  }
  return (
    <svg
      data-slot="icon"
      data-icon={name}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={known.viewBox}
      width="1em"
      height="1em"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      focusable="false"
      className={cn(iconClass, className)}
      {...props}
      dangerouslySetInnerHTML={{ __html: withUniqueIds(known.body, idSuffix) }}
    />
  )
}
