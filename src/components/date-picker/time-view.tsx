/**
 * Time-only view: hours and minutes on a 24-hour clock, each an ARIA spinbutton. Arrow keys step,
 * PageUp/PageDown take bigger steps, Home/End go to the ends, digits type; the buttons step too.
 */
import { ChevronDown, ChevronUp } from 'lucide-react'
import * as React from 'react'

import { buttonVariants } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

import { normalizeTime, wrap } from './date-logic'
import { pad } from './format-value'
import type { TimeValue, ViewProps } from './types'

const focusWithoutScroll = (element: HTMLElement | null) => element?.focus({ preventScroll: true })

/** The hours or the minutes: the multiples of their step below 24 or 60; stepping wraps around. */
function TimeSegment(props: ViewProps<'time'> & { part: keyof TimeValue }) {
  const { part, minuteStep = 5, focusOnMount } = props
  const { t } = useLocale()
  const typed = React.useRef('')
  const [size, step, bigStep] =
    part === 'hours' ? [24, 1, 6] : [60, minuteStep, Math.max(minuteStep, 15)]
  const last = size - 1 - ((size - 1) % step)
  const value = props.value?.[part] ?? null
  const label = t(`calendar.${part}`)
  // normalizeTime keeps the time on the clock and rounds it down onto the minute step.
  const set = (n: number) =>
    props.onChange(normalizeTime({ hours: 0, minutes: 0, ...props.value, [part]: n }, minuteStep))
  // A big step moves whole steps too (rounded).
  const stepBy = (delta: number) =>
    set(value === null ? 0 : wrap(value, Math.round(delta / step) * step, last + step))

  const onKeyDown = (event: React.KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowUp: () => stepBy(step),
      ArrowDown: () => stepBy(-step),
      PageUp: () => stepBy(bigStep),
      PageDown: () => stepBy(-bigStep),
      Home: () => set(0),
      End: () => set(last),
    }
    const key = keys[event.key]
    if (key) {
      event.preventDefault()
      typed.current = ''
      key()
    } else if (/^\d$/.test(event.key)) {
      event.preventDefault()
      // Two digits make a value; a digit that would make it too big starts a new one.
      const next = Number(typed.current + event.key) < size ? typed.current + event.key : event.key
      typed.current = next.length === 2 ? '' : next
      set(Number(next))
    }
  }

  // The pointer's way to step: out of the tab order (the spinbutton has the keys).
  const stepper = (sign: 1 | -1) => (
    <button
      type="button"
      tabIndex={-1}
      className={cn(
        buttonVariants({ variant: 'ghost', color: 'neutral', size: 'xs', square: true }),
        'h-6 w-10',
      )}
      aria-label={t(sign > 0 ? 'calendar.increase' : 'calendar.decrease', { unit: label })}
      onClick={() => stepBy(sign * step)}
    >
      {sign > 0 ? <ChevronUp /> : <ChevronDown />}
    </button>
  )
  return (
    <div className="flex flex-col items-center gap-1">
      {stepper(1)}
      <div
        ref={focusOnMount ? focusWithoutScroll : undefined}
        role="spinbutton"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={last}
        aria-valuenow={value ?? undefined}
        aria-valuetext={value === null ? undefined : pad(value)}
        data-slot="time-segment"
        className="flex h-10 w-12 cursor-default items-center justify-center rounded-md border border-border bg-bg text-lg font-medium text-fg tabular-nums select-none focus-visible:border-primary"
        onKeyDown={onKeyDown}
        onBlur={() => (typed.current = '')}
      >
        {value === null ? '--' : pad(value)}
      </div>
      {stepper(-1)}
    </div>
  )
}

export function TimeView(props: ViewProps<'time'>) {
  const { t } = useLocale()
  // Validates the step up front with a clear error.
  normalizeTime({ hours: 0, minutes: 0 }, props.minuteStep)
  return (
    <div
      role="group"
      aria-label={props['aria-label'] ?? t('calendar.pickTime')}
      data-slot="date-picker-time"
      className="flex items-center gap-2 p-1"
    >
      <TimeSegment {...props} part="hours" />
      <span aria-hidden="true" className="text-lg font-medium text-muted">
        :
      </span>
      <TimeSegment {...props} part="minutes" focusOnMount={false} />
    </div>
  )
}
