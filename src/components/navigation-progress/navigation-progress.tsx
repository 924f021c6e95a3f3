import './navigation-progress.css'

import * as ProgressPrimitive from '@radix-ui/react-progress'
import * as React from 'react'

import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

export type NavigationProgressProps = React.ComponentProps<'div'> & {
  /** Whether a navigation is in progress. */
  active: boolean
  /** How long a navigation must last before the bar appears, in ms; fast ones show nothing. */
  delay?: number
  /** Accessible name; 'Loading page' by default. */
  label?: string
}

/** A thin indeterminate bar across the top of the window while a slow navigation is under way. */
export function NavigationProgress({
  active,
  delay = 200,
  label,
  className,
  ...props
}: NavigationProgressProps) {
  const { t } = useLocale()
  const [delayPassed, setDelayPassed] = React.useState(false)
  // Reset while rendering, so the bar goes with the navigation and the next one waits again.
  if (!active && delayPassed) setDelayPassed(false)

  React.useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setDelayPassed(true), delay)
    return () => clearTimeout(timer)
  }, [active, delay])

  if (!active || !delayPassed) return null
  return (
    <ProgressPrimitive.Root
      data-slot="navigation-progress"
      aria-label={label ?? t('pageLoading')}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[1000] h-1 overflow-hidden bg-primary/25',
        className,
      )}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="navigation-progress-indicator"
        className="h-full w-1/3 animate-[nightjar-navigation-progress_1.2s_ease-in-out_infinite] bg-primary motion-reduce:w-full motion-reduce:animate-none"
      />
    </ProgressPrimitive.Root>
  )
}
