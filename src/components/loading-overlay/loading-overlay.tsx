import * as React from 'react'
import { createPortal } from 'react-dom'

import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

/** How long the overlay fades out after it is hidden, in ms. */
export const LOADING_HIDE_DELAY = 150

export type LoaderKind = 'spinner' | 'dots' | 'bars'

/** What an overlay looks like and how it behaves; shared by the component and `useLoading().show()`. */
export interface LoadingOverlayOptions {
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
  /** Backdrop blur (any CSS length); `2px` by default. */
  blur?: string
  zIndex?: number
  /** Stop the covered container (or the page) from scrolling. On by default. */
  lockScroll?: boolean
  /** Keep focus inside the overlay while it covers the focus target. On by default. */
  enforceFocus?: boolean
  /** `fade` (150 ms) or `none`. */
  transition?: 'fade' | 'none'
  /** What screen readers are told; the locale's 'Loading…' by default. */
  label?: string
  /** Shown above the loader. */
  before?: React.ReactNode
  /** Shown below the loader, e.g. a status text. */
  after?: React.ReactNode
  /** A custom loader instead of the built-in ones. */
  children?: React.ReactNode
  className?: string
}

export interface LoadingOverlayProps extends LoadingOverlayOptions {
  /** Shown while true; after it turns false the overlay fades and leaves 150 ms later. */
  active: boolean
  /** The element to cover (the overlay is rendered inside it). Without it, the overlay covers
   *  its nearest positioned ancestor, or the page when `fullPage`. */
  container?: HTMLElement | null
  /** Called once the overlay has left the DOM after being hidden. */
  onHidden?: () => void
}

/**
 * Covers a container (or the page) while something loads: a dimmed, blurred backdrop with a
 * loader, announced to screen readers. It locks the container's scrolling and keeps keyboard
 * focus out of what it covers.
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
  blur = '2px',
  zIndex = 999,
  lockScroll = true,
  enforceFocus = true,
  transition = 'fade',
  label,
  before,
  after,
  children,
  className,
}: LoadingOverlayProps) {
  const { t } = useLocale()
  const [present, setPresent] = React.useState(active)
  if (active && !present) setPresent(true)

  const onHiddenRef = React.useRef(onHidden)
  React.useEffect(() => {
    onHiddenRef.current = onHidden
  })
  React.useEffect(() => {
    if (active || !present) return
    const timer = setTimeout(() => {
      setPresent(false)
      onHiddenRef.current?.()
    }, LOADING_HIDE_DELAY)
    return () => clearTimeout(timer)
  }, [active, present])

  const [overlay, setOverlay] = React.useState<HTMLDivElement | null>(null)
  // The element the overlay covers: the page, the given container or its positioned parent.
  const target = fullPage
    ? null
    : (container ?? (overlay?.offsetParent as HTMLElement | null) ?? overlay?.parentElement ?? null)

  // Focus moves into the overlay and, while shown, cannot go to what it covers.
  React.useEffect(() => {
    if (!active || !overlay || !enforceFocus) return
    const previous = document.activeElement as HTMLElement | null
    overlay.focus({ preventScroll: true })
    const onFocusIn = (event: FocusEvent) => {
      const to = event.target as Node
      if (overlay.contains(to)) return
      if (fullPage || target?.contains(to)) overlay.focus({ preventScroll: true })
    }
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      if (overlay.contains(document.activeElement) && previous?.isConnected) {
        previous.focus({ preventScroll: true })
      }
    }
  }, [active, overlay, enforceFocus, fullPage, target])

  // Scroll lock and a busy state on the covered element; a static container gets positioned.
  React.useEffect(() => {
    // Until the overlay is in the DOM, what it covers is not known yet.
    if (!active || (!fullPage && !target)) return
    return coverElement(fullPage ? null : target, {
      lockScroll,
      position: Boolean(container),
    })
  }, [active, fullPage, target, container, lockScroll])

  // Cancel with Escape or a click on the backdrop.
  const cancelRef = React.useRef(onCancel)
  React.useEffect(() => {
    cancelRef.current = onCancel
  })
  React.useEffect(() => {
    if (!active || !cancellable || !overlay) return
    const backdrop = overlay.querySelector('[data-slot="loading-overlay-backdrop"]')
    const cancel = () => cancelRef.current?.()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel()
    }
    document.addEventListener('keydown', onKey)
    backdrop?.addEventListener('click', cancel)
    return () => {
      document.removeEventListener('keydown', onKey)
      backdrop?.removeEventListener('click', cancel)
    }
  }, [active, cancellable, overlay])

  // The live region exists empty first, then gets its text, so screen readers announce it.
  const [announce, setAnnounce] = React.useState(false)
  React.useEffect(() => {
    if (!active) return
    const frame = requestAnimationFrame(() => setAnnounce(true))
    return () => {
      cancelAnimationFrame(frame)
      setAnnounce(false)
    }
  }, [active])

  if (!present) return null

  const text = label ?? t('loading')
  const node = (
    <div
      ref={setOverlay}
      data-slot="loading-overlay"
      data-state={active ? 'open' : 'closed'}
      data-full-page={fullPage || undefined}
      role="status"
      aria-live="polite"
      aria-busy={active}
      tabIndex={-1}
      style={{ zIndex }}
      className={cn(
        'inset-0 flex items-center justify-center overflow-hidden outline-none',
        fullPage ? 'fixed' : 'absolute',
        transition === 'fade' &&
          'transition-opacity duration-150 data-[state=closed]:opacity-0 starting:opacity-0',
        !active && 'pointer-events-none',
        className,
      )}
    >
      <div
        data-slot="loading-overlay-backdrop"
        className="absolute inset-0"
        style={{ backgroundColor, opacity, backdropFilter: `blur(${blur})` }}
      />
      <div
        data-slot="loading-overlay-content"
        className="relative flex flex-col items-center gap-3"
      >
        {before}
        {children ?? <Loader kind={loader} color={color} width={width} height={height} />}
        {after}
      </div>
      <span className="sr-only">
        {announce ? (cancellable ? `${text} ${t('loadingCancelHint')}` : text) : null}
      </span>
    </div>
  )
  if (fullPage) return createPortal(node, document.body)
  if (container) return createPortal(node, container)
  return node
}

const covered = new Map<HTMLElement, { count: number; overflow: string; position: string }>()

/**
 * Marks `target` (or, when null, the page) as covered: its scrolling locked, `aria-busy` set and,
 * if asked, a static element made `position: relative` so the overlay can cover it. Overlays on
 * the same element share one lock; the last to leave restores the element. Returns the undo.
 */
function coverElement(
  target: HTMLElement | null,
  { lockScroll, position }: { lockScroll: boolean; position: boolean },
) {
  const element = target ?? document.documentElement
  let entry = covered.get(element)
  if (!entry) {
    entry = { count: 0, overflow: element.style.overflow, position: element.style.position }
    covered.set(element, entry)
  }
  entry.count++
  if (lockScroll) element.style.overflow = 'hidden'
  if (target) {
    target.setAttribute('aria-busy', 'true')
    if (position && getComputedStyle(target).position === 'static') {
      target.style.position = 'relative'
    }
  }
  return () => {
    if (--entry.count > 0) return
    covered.delete(element)
    element.style.overflow = entry.overflow
    element.style.position = entry.position
    if (target) target.removeAttribute('aria-busy')
  }
}

/** The built-in loaders, drawn in `color` at `width` × `height`. */
export function Loader({
  kind = 'spinner',
  color,
  width = 40,
  height = 40,
}: {
  kind?: LoaderKind
  color?: string
  width?: number
  height?: number
}) {
  const style = { color }
  if (kind === 'dots') {
    return (
      <svg
        data-slot="loader"
        data-loader="dots"
        viewBox="0 0 40 10"
        width={width}
        height={height}
        style={style}
        aria-hidden="true"
        fill="currentColor"
      >
        {[5, 20, 35].map((cx, i) => (
          <circle
            key={cx}
            cx={cx}
            cy="5"
            r="4"
            className="animate-pulse"
            style={{ animationDelay: `${i * 150}ms` }}
          />
        ))}
      </svg>
    )
  }
  if (kind === 'bars') {
    return (
      <svg
        data-slot="loader"
        data-loader="bars"
        viewBox="0 0 30 30"
        width={width}
        height={height}
        style={style}
        aria-hidden="true"
        fill="currentColor"
      >
        {[0, 10, 20].map((x, i) => (
          <rect
            key={x}
            x={x + 1}
            y="4"
            width="6"
            height="22"
            rx="1"
            className="animate-pulse"
            style={{ animationDelay: `${i * 150}ms` }}
          />
        ))}
      </svg>
    )
  }
  return (
    <svg
      data-slot="loader"
      data-loader="spinner"
      viewBox="0 0 38 38"
      width={width}
      height={height}
      style={style}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      className="animate-spin"
    >
      <circle cx="19" cy="19" r="16" strokeWidth="4" strokeOpacity="0.25" />
      <path d="M35 19A16 16 0 0 0 19 3" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}
