import { Image } from '@/components/image'
import { cn } from '@/components/lib/cn'
import { photoSources } from '@/domain/photos'
import { shortInnName } from '@/domain/settings'
import { useInn } from '@/lib/inn'
import { AppLink } from '@/lib/link'
import { useRuntimeConfig } from '@/lib/runtime-config'

/** The inn's logo at the height of a line (32 px), or nothing when it has none. */
export function InnLogo({ className }: { className?: string }) {
  const logo = useInn()?.logo
  const { apiBase } = useRuntimeConfig()
  if (!logo) return null
  return (
    <Image
      src={photoSources(logo, apiBase)}
      alt={logo.alt}
      height={32}
      sizes="96px"
      priority
      data-slot="inn-logo"
      className={cn('h-8 w-auto max-w-24 shrink-0 rounded-sm object-contain', className)}
    />
  )
}

/**
 * The inn's logo and name at the top of its public pages, a link home: its short name on a phone
 * when it has one, the whole name from a small screen up ("Home" if the settings could not be
 * had).
 */
export function InnBrand() {
  const inn = useInn()
  const name = inn?.innName ?? 'Home'
  const short = inn ? shortInnName(inn) : name
  return (
    <AppLink
      to="/"
      data-slot="inn-brand"
      className="flex min-w-0 items-center gap-2.5 text-lg font-semibold tracking-tight text-fg"
    >
      <InnLogo />
      {short === name ? (
        <span className="truncate">{name}</span>
      ) : (
        <>
          <span aria-hidden="true" className="truncate sm:hidden">
            {short}
          </span>
          <span className="truncate max-sm:sr-only">{name}</span>
        </>
      )}
    </AppLink>
  )
}
