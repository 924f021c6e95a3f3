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

interface SegmentProps {
  label: string
  value: number | null
  /** Values are the multiples of `step` below `size`; stepping wraps around. */
  size: number
  step: number
  bigStep: number
  onChange: (value: number) => void
  focusOnMount?: boolean
}

function TimeSegment({ label, value, size, step, bigStep, onChange, focusOnMount }: SegmentProps) {
  const { t } = useLocale()
  const ref = React.useRef<HTMLDivElement>(null)
  const typed = React.useRef('')
  const positions = Math.floor((size - 1) / step) + 1
  const last = (positions - 1) * step

  React.useEffect(() => {
    if (focusOnMount) ref.current?.focus({ preventScroll: true })
  }, [focusOnMount])

  const stepBy = (delta: number) => {
    if (value === null) return onChange(0)
    const position = Math.floor(value / step)
    onChange(wrap(position, Math.round(delta / step), positions) * step)
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowUp: () => stepBy(step),
      ArrowDown: () => stepBy(-step),
      PageUp: () => stepBy(bigStep),
      PageDown: () => stepBy(-bigStep),
      Home: () => onChange(0),
      End: () => onChange(last),
    }
    const key = keys[event.key]
    if (key) {
      event.preventDefault()
      typed.current = ''
      key()
      return
    }
    if (/^\d$/.test(event.key)) {
      event.preventDefault()
      let next = typed.current + event.key
      if (Number(next) >= size || next.length > 2) next = event.key
      typed.current = next.length === 2 ? '' : next
      onChange(Number(next))
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
        ref={ref}
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
  const { value, onValueChange, minuteStep = 5, focusOnMount } = props
  // Validates the step up front with a clear error.
  normalizeTime({ hours: 0, minutes: 0 }, minuteStep)
  const change = (part: Partial<TimeValue>) =>
    onValueChange(normalizeTime({ hours: 0, minutes: 0, ...value, ...part }, minuteStep))
  return (
    <div
      role="group"
      aria-label={props['aria-label'] ?? t('calendar.pickTime')}
      data-slot="date-picker-time"
      className="flex items-center gap-2 p-1"
    >
      <TimeSegment
        label={t('calendar.hours')}
        value={value?.hours ?? null}
        size={24}
        step={1}
        bigStep={6}
        onChange={(hours) => change({ hours })}
        focusOnMount={focusOnMount}
      />
      <span aria-hidden="true" className="text-lg font-medium text-muted">
        :
      </span>
      <TimeSegment
        label={t('calendar.minutes')}
        value={value?.minutes ?? null}
        size={60}
        step={minuteStep}
        bigStep={Math.max(minuteStep, 15)}
        onChange={(minutes) => change({ minutes })}
      />
    </div>
  )
}
