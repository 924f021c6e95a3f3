import { Slot, Slottable } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { useFormStatus } from 'react-dom'

import { cn } from '@/components/lib/cn'
import { roleColors } from '@/components/theme/tokens'

import { Spinner } from './spinner'

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors select-none disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        solid: 'bg-(--role) text-on-color hover:bg-(--role)/85',
        outline:
          'bg-transparent text-(--role) ring-1 ring-(--role)/60 ring-inset hover:bg-(--role)/10',
        ghost: 'bg-transparent text-(--role) hover:bg-(--role)/10',
        link: 'h-auto bg-transparent px-0 text-(--role) underline-offset-4 hover:underline',
      },
      color: roleColors,
      size: {
        xs: 'h-7 px-2 text-xs [&_svg]:size-3.5',
        sm: 'h-8 px-2.5 text-sm [&_svg]:size-4',
        md: 'h-9 px-3 text-sm [&_svg]:size-4',
        lg: 'h-10 px-4 text-base [&_svg]:size-5',
        xl: 'h-12 px-5 text-base [&_svg]:size-5',
      },
      square: { true: 'aspect-square px-0' },
      block: { true: 'w-full' },
    },
    // Neutral draws on the surfaces' own colours rather than its role colour.
    compoundVariants: [
      { variant: 'outline', color: 'neutral', class: 'text-fg ring-border hover:bg-elevated' },
      { variant: 'ghost', color: 'neutral', class: 'text-fg hover:bg-elevated' },
      { variant: 'link', color: 'neutral', class: 'text-muted hover:text-fg' },
    ],
    defaultVariants: { variant: 'solid', color: 'primary', size: 'md' },
  },
)

export type ButtonProps = Omit<React.ComponentProps<'button'>, 'color' | 'onClick'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, say) with the button's styles and behaviour. */
    asChild?: boolean
    /** Shows a spinner in place of the leading icon, disables the button and sets aria-busy. */
    loading?: boolean
    /**
     * Loading while the promise returned by `onClick` is pending (and, for a submit button, while
     * its form's `action` runs). On by default.
     */
    loadingAuto?: boolean
    /** Return a promise to show the button loading until it settles; clicks meanwhile are ignored. */
    onClick?: (event: React.MouseEvent<HTMLButtonElement>) => unknown
    /** Content before the label, usually an icon. */
    leading?: React.ReactNode
    /** Content after the label, usually an icon. */
    trailing?: React.ReactNode
  }

export function Button({
  className,
  variant,
  color,
  size,
  square,
  block,
  asChild = false,
  loading: loadingProp = false,
  loadingAuto = true,
  onClick,
  leading,
  trailing,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button'
  const [clickPending, setClickPending] = React.useState(false)
  // Set at once, so a second click before React re-renders the button disabled is ignored too.
  const clickPendingRef = React.useRef(false)
  const formPending = useFormStatus().pending
  const loading =
    loadingProp || (loadingAuto && (clickPending || (type === 'submit' && formPending)))

  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (clickPendingRef.current || loading) return event.preventDefault()
    const result = onClick?.(event)
    if (!loadingAuto || !(result instanceof Promise)) return
    clickPendingRef.current = true
    setClickPending(true)
    // Settles on either outcome; a rejection stays unhandled, as it would without the button.
    void result.finally(() => {
      clickPendingRef.current = false
      setClickPending(false)
    })
  }

  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'solid'}
      data-color={color ?? 'primary'}
      className={cn(buttonVariants({ variant, color, size, square, block }), className)}
      disabled={asChild ? undefined : disabled || loading}
      aria-disabled={asChild && (disabled || loading) ? true : undefined}
      aria-busy={loading || undefined}
      type={asChild ? undefined : (type ?? 'button')}
      onClick={handleClick}
      {...props}
    >
      {loading ? <Spinner data-slot="button-spinner" /> : leading}
      <Slottable>{children}</Slottable>
      {trailing}
    </Comp>
  )
}
