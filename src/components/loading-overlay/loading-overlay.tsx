import { FocusScope } from '@radix-ui/react-focus-scope'
import { Presence } from '@radix-ui/react-presence'
import { Slot } from '@radix-ui/react-slot'
import { inertOthers } from 'aria-hidden'
import * as React from 'react'
import { createPortal } from 'react-dom'
import { RemoveScroll } from 'react-remove-scroll'

import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

export type LoaderKind = 'spinner' | 'dots' | 'bars'

export interface LoadingOverlayProps {
  /** Shown while true; after it turns false the overlay fades and leaves 150 ms later. */
  active: boolean
  /** The element to cover (the overlay is rendered inside it). Without it, the overlay covers
   *  its nearest positioned ancestor, or the page when `fullPage`. */
  container?: HTMLElement | null
  /** Called once the overlay has left the DOM after being hidden. */
  onHidden?: () => void
  /** Escape or a click on the backdrop cancels (calls `onCancel` and hides). Off by default. */
  cancellable?: boolean
  onCancel?: () => void
  /** Cover the whole page (fixed) instead of the container. Off by default. */
  fullPage?: boolean
  /** The loader's colour (any CSS colour); the primary colour by default. */
  color?: string
  /** The loader's size in px: 40 × 40 by default. */
  width?: number
  height?: number
  loader?: LoaderKind
  /** The backdrop: black at opacity 0.5 by default. */
  backgroundColor?: string
  opacity?: number
  zIndex?: number
  /** Stop the covered container (or the page) from scrolling. On by default. */
  lockScroll?: boolean
  /** Keep focus inside the overlay while it covers the focus target. On by default. */
  enforceFocus?: boolean
  /** `fade` (150 ms) or `none`. */
  transition?: 'fade' | 'none'
  /** Shown below the loader, e.g. a status text. */
  after?: React.ReactNode
  /** A custom loader instead of the built-in ones. */
  children?: React.ReactNode
  className?: string
}

/**
 * Covers its nearest positioned parent (or `container`, or the page with `fullPage`) while
 * something loads: a loader announced to screen readers over a dimmed, blurred backdrop, with
 * focus kept out of what it covers. From code: `const { hide } = useLoading().show({ container })`.
 */
export function LoadingOverlay({
  active,
  container,
  onHidden,
  cancellable = false,
  onCancel,
  fullPage = false,
  color = 'var(--color-primary)',
  width = 40,
  height = 40,
  loader = 'spinner',
  backgroundColor = '#000',
  opacity = 0.5,
  zIndex = 999,
  lockScroll = true,
  enforceFocus = true,
  transition = 'fade',
  after,
  children,
  className,
}: LoadingOverlayProps) {
  const { t } = useLocale()
  const [overlay, setOverlay] = React.useState<HTMLDivElement | null>(null)
  // What a container overlay covers: its positioned parent (the container is made one, theme.css).
  const target = fullPage ? null : (overlay?.offsetParent as HTMLElement | null | undefined)

  // What it covers is busy and, unless focus may stay there, inert (aria-hidden's inertOthers).
  React.useEffect(() => {
    if (!active || !target || !overlay) return
    target.setAttribute('aria-busy', 'true')
    const undo = enforceFocus ? inertOthers(overlay, target) : undefined
    return () => {
      undo?.()
      if (!target.querySelector('[data-slot="loading-overlay"][data-state="open"]'))
        target.removeAttribute('aria-busy')
    }
  }, [active, target, overlay, enforceFocus])

  // Cancel with Escape (or a click on the backdrop, below).
  const cancel = React.useEffectEvent(() => onCancel?.())
  React.useEffect(() => {
    if (!active || !cancellable) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && cancel()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [active, cancellable])

  // The live region exists empty first, then gets its text, so screen readers announce it.
  const [announce, setAnnounce] = React.useState(false)
  if (!active && announce) setAnnounce(false)
  React.useEffect(() => {
    if (!active) return
    const frame = requestAnimationFrame(() => setAnnounce(true))
    return () => cancelAnimationFrame(frame)
  }, [active])

  const text = t('loading')
  let node = (
    <RemoveScroll as={Slot} enabled={fullPage && lockScroll && active}>
      <div
        ref={setOverlay}
        data-slot="loading-overlay"
        data-state={active ? 'open' : 'closed'}
        data-full-page={fullPage || undefined}
        data-container={container ? true : undefined}
        data-lock-scroll={(active && lockScroll && !fullPage) || undefined}
        role="status"
        aria-live="polite"
        tabIndex={-1}
        style={{ zIndex }}
        onAnimationEnd={(event) => !active && event.target === event.currentTarget && onHidden?.()}
        className={cn(
          'inset-0 flex items-center justify-center overflow-hidden outline-none data-[state=closed]:pointer-events-none',
          fullPage ? 'fixed' : 'absolute',
          transition === 'fade'
            ? 'transition-opacity duration-150 data-[state=closed]:animate-fade-out starting:opacity-0'
            : 'data-[state=closed]:animate-fade-out data-[state=closed]:[animation-duration:0s]',
          className,
        )}
      >
        <div
          data-slot="loading-overlay-backdrop"
          aria-hidden="true"
          onClick={cancellable ? onCancel : undefined}
          className="absolute inset-0 backdrop-blur-[2px]"
          style={{ backgroundColor, opacity }}
        />
        <div
          data-slot="loading-overlay-content"
          className="relative flex flex-col items-center gap-3"
        >
          {children ?? <Loader kind={loader} width={width} height={height} style={{ color }} />}
          {after}
        </div>
        <span className="sr-only">
          {announce ? (cancellable ? `${text} ${t('loadingCancelHint')}` : text) : null}
        </span>
      </div>
    </RemoveScroll>
  )
  // Focus moves in and, over the page, stays in; what a container overlay covers is inert.
  if (enforceFocus) {
    node = (
      <FocusScope
        asChild
        loop={fullPage && active}
        trapped={fullPage && active}
        // Focus goes back where it was only if it was in the overlay, not if it has moved on.
        onUnmountAutoFocus={(event) => {
          if (document.activeElement !== document.body) event.preventDefault()
        }}
      >
        {node}
      </FocusScope>
    )
  }
  node = <Presence present={active}>{node}</Presence>
  const portal = fullPage ? document.body : container
  return portal ? createPortal(node, portal) : node
}

/** The built-in loaders: a spinner, or three dots or bars pulsing one after the other. */
function Loader({ kind, ...props }: React.ComponentProps<'svg'> & { kind: LoaderKind }) {
  const svg = { 'data-slot': 'loader', 'data-loader': kind, 'aria-hidden': true, ...props }
  const pulse = (i: number) => ({
    className: 'animate-pulse',
    style: { animationDelay: `${i * 150}ms` },
  })
  if (kind === 'spinner') {
    return (
      <svg {...svg} viewBox="0 0 38 38" fill="none" stroke="currentColor" className="animate-spin">
        <circle cx="19" cy="19" r="16" strokeWidth="4" strokeOpacity="0.25" />
        <path d="M35 19A16 16 0 0 0 19 3" strokeWidth="4" strokeLinecap="round" />
      </svg>
    )
  }
  return (
    <svg {...svg} viewBox={kind === 'dots' ? '0 0 40 10' : '0 0 30 30'} fill="currentColor">
      {kind === 'dots'
        ? [5, 20, 35].map((cx, i) => <circle key={cx} cx={cx} cy="5" r="4" {...pulse(i)} />)
        : [1, 11, 21].map((x, i) => (
            <rect key={x} x={x} y="4" width="6" height="22" rx="1" {...pulse(i)} />
          ))}
    </svg>
  )
}
