/**
 * The day calendar (single, range, multiple and week modes) on react-day-picker. Loaded lazily:
 * only the date picker's views import this module.
 */
import { cva } from 'class-variance-authority'
import { format, isSameDay } from 'date-fns'
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react'
import * as React from 'react'
import {
  addToRange,
  type ChevronProps,
  type ClassNames,
  type DateRange,
  type DayButtonProps,
  DayPicker,
  type DayPickerProps,
  type Matcher,
  Nav,
  type NavProps,
  rangeContainsModifiers,
} from 'react-day-picker'

import { Button, buttonVariants } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

import { dayBounds, weekBounds } from './date-logic'
import type { DateRangeValue, ViewProps } from './types'

export type CalendarMode = 'single' | 'range' | 'multiple' | 'week'
export type CalendarViewProps = { [M in CalendarMode]: ViewProps<M> }[CalendarMode]

/** Day button looks; the states come from react-day-picker's modifiers. */
const dayButtonVariants = cva(
  'relative flex size-9 cursor-pointer items-center justify-center rounded-md text-sm text-fg tabular-nums transition-colors hover:bg-accented disabled:cursor-not-allowed aria-disabled:cursor-not-allowed',
  {
    variants: {
      state: {
        default: '',
        outside: 'text-muted',
        today: 'font-semibold text-primary ring-1 ring-primary/70 ring-inset',
        selected: 'bg-primary font-semibold text-on-color hover:bg-primary/85',
        middle: 'rounded-none bg-transparent hover:bg-bg/40',
        disabled:
          'text-muted line-through opacity-60 hover:bg-transparent aria-disabled:hover:bg-transparent',
      },
    },
    defaultVariants: { state: 'default' },
  },
)

const pagerButton = cn(
  buttonVariants({ variant: 'ghost', color: 'neutral', size: 'sm', square: true }),
  'aria-disabled:opacity-40',
)

const classNames: Partial<ClassNames> = {
  root: 'w-fit',
  months: 'relative flex flex-col gap-4 sm:flex-row',
  month: 'flex flex-col gap-2',
  nav: 'absolute inset-x-0 top-0 z-10 flex h-9 items-center justify-between',
  month_caption: 'flex h-9 items-center justify-center px-10',
  caption_label:
    'flex h-8 items-center gap-1 rounded-md pr-1 pl-2 text-sm font-medium whitespace-nowrap [&_svg]:size-3.5 [&_svg]:text-muted',
  dropdowns: 'flex items-center gap-1.5 text-sm font-medium',
  dropdown_root:
    'relative rounded-md border border-border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary hover:bg-accented',
  dropdown: 'absolute inset-0 w-full cursor-pointer bg-elevated text-fg opacity-0',
  button_previous: pagerButton,
  button_next: pagerButton,
  month_grid: 'border-collapse',
  weekday: 'size-9 p-0 text-xs font-normal text-muted',
  week_number_header: 'size-9 p-0 text-xs font-normal text-muted',
  week_number: 'size-9 p-0 text-center text-xs font-normal text-muted',
  week: 'group/week',
  day: 'size-9 p-0 text-center',
  range_start: 'rounded-l-md bg-accented',
  range_middle: 'bg-accented',
  range_end: 'rounded-r-md bg-accented',
  footer: 'pt-2 text-sm text-muted',
}

const weekClassNames: Partial<ClassNames> = {
  ...classNames,
  day: cn(classNames.day, 'group-hover/week:bg-accented group-hover/week:[&>button]:text-fg'),
}

function dayState(modifiers: DayButtonProps['modifiers']) {
  if (modifiers.disabled) return 'disabled'
  if (modifiers.range_middle) return 'middle'
  if (modifiers.selected) return 'selected'
  if (modifiers.today) return 'today'
  if (modifiers.outside) return 'outside'
  return 'default'
}

/** A day button: focuses itself when react-day-picker moves focus to it (without scrolling). */
function CalendarDayButton({ day, modifiers, className, ...props }: DayButtonProps) {
  const ref = React.useRef<HTMLButtonElement>(null)
  React.useEffect(() => {
    if (modifiers.focused) ref.current?.focus({ preventScroll: true })
  }, [modifiers.focused])
  return (
    <button
      ref={ref}
      data-slot="calendar-day"
      data-day={format(day.date, 'yyyy-MM-dd')}
      className={cn(dayButtonVariants({ state: dayState(modifiers) }), className)}
      {...props}
    />
  )
}

/** react-day-picker's month paging without its `nav` landmark (paging is no site navigation). */
const CalendarNav = (props: NavProps) => <Nav {...props} role="none" aria-label={undefined} />

const chevrons = { left: ChevronLeft, right: ChevronRight, up: ChevronUp, down: ChevronDown }

function CalendarChevron({ orientation = 'left', className }: ChevronProps) {
  const Icon = chevrons[orientation]
  return <Icon className={className} />
}

const components = { DayButton: CalendarDayButton, Nav: CalendarNav, Chevron: CalendarChevron }

export function CalendarView(props: CalendarViewProps) {
  const { t } = useLocale()
  const { min, max, disabledDates, today, focusOnMount, mode } = props
  const bounds = dayBounds(min, max)
  // Days outside min/max (and 1900–2100) and the given matchers: react-day-picker's matchers.
  const disabled: Matcher[] = [
    { before: bounds.min },
    { after: bounds.max },
    ...[disabledDates ?? []].flat(),
  ]

  // Opens on the value's month, else today's (react-day-picker keeps it within start/endMonth).
  const [month, setMonth] = React.useState(() => {
    const { value } = props
    return value instanceof Date ? value : Array.isArray(value) ? value[0] : value?.from
  })

  // A range being picked: the first click sets `from`; the value changes once `to` is picked too.
  const [draft, setDraft] = React.useState<DateRange | null>(null)
  const [seenValue, setSeenValue] = React.useState(props.value)
  if (seenValue !== props.value) {
    setSeenValue(props.value)
    setDraft(null)
  }

  const shared: DayPickerProps = {
    month,
    onMonthChange: setMonth,
    startMonth: bounds.min,
    endMonth: bounds.max,
    today,
    autoFocus: focusOnMount,
    weekStartsOn: 1,
    ISOWeek: true,
    showOutsideDays: true,
    fixedWeeks: true,
    captionLayout: 'dropdown',
    disabled,
    classNames,
    components,
    labels: {
      labelDayButton: (date, modifiers) => {
        const name = format(date, 'd MMMM yyyy, EEEE')
        return modifiers.today ? `${name}, ${t('calendar.today')}` : name
      },
      labelPrevious: () => t('calendar.prevMonth'),
      labelNext: () => t('calendar.nextMonth'),
      labelMonthDropdown: () => t('calendar.selectMonth'),
      labelYearDropdown: () => t('calendar.selectYear'),
      labelWeekNumber: (week) => t('calendar.week', { week }),
      labelWeekNumberHeader: () => t('calendar.weekNumber'),
    },
  }

  let picker: React.ReactNode
  switch (props.mode) {
    case 'single': {
      const { value, onValueChange, numberOfMonths } = props
      picker = (
        <DayPicker
          {...shared}
          numberOfMonths={numberOfMonths}
          mode="single"
          required
          selected={value ?? undefined}
          onSelect={(_, day) => onValueChange(day)}
        />
      )
      break
    }
    case 'multiple': {
      const { value, onValueChange, numberOfMonths } = props
      picker = (
        <DayPicker
          {...shared}
          numberOfMonths={numberOfMonths}
          mode="multiple"
          selected={value ?? []}
          onSelect={(dates) =>
            onValueChange(
              dates?.length ? [...dates].sort((a, b) => a.getTime() - b.getTime()) : null,
            )
          }
        />
      )
      break
    }
    case 'week': {
      const { value, onValueChange } = props
      picker = (
        <DayPicker
          {...shared}
          showWeekNumber
          // The whole week under the pointer lights up: a click picks all of it.
          classNames={weekClassNames}
          mode="range"
          selected={value ?? undefined}
          onSelect={(_, day) => onValueChange(weekBounds(day))}
        />
      )
      break
    }
    case 'range': {
      const { value, onValueChange, numberOfMonths, presets, minNights, maxNights } = props
      // Says which stays the calendar accepts (react-day-picker starts again on a day breaking them).
      const footer =
        minNights && maxNights !== undefined
          ? t('calendar.nightsRange', { min: minNights, max: maxNights })
          : minNights
            ? t('calendar.nightsMin', { min: minNights })
            : maxNights !== undefined
              ? t('calendar.nightsMax', { max: maxNights })
              : undefined
      // A preset is offered when react-day-picker would accept it picked by hand.
      const allowed = (range: DateRangeValue) =>
        !!addToRange(range.to, { from: range.from }, minNights, maxNights, true)?.to &&
        !rangeContainsModifiers(range, disabled)
      const pickPreset = (range: DateRangeValue) => {
        setDraft(null)
        setMonth(range.from)
        onValueChange(range)
      }
      const isCurrent = (range: DateRangeValue) =>
        !draft && !!value && isSameDay(value.from, range.from) && isSameDay(value.to, range.to)
      picker = (
        <div className="flex flex-col gap-3 sm:flex-row">
          {presets?.length ? (
            <div
              role="group"
              aria-label={t('calendar.presets')}
              data-slot="date-picker-presets"
              className="flex flex-wrap gap-1 sm:w-36 sm:flex-col sm:border-r sm:border-border sm:pr-3"
            >
              {presets.map((preset) => (
                <Button
                  key={preset.label}
                  variant="ghost"
                  color="neutral"
                  size="sm"
                  className="justify-start aria-pressed:bg-accented"
                  aria-pressed={isCurrent(preset.value)}
                  disabled={!allowed(preset.value)}
                  onClick={() => pickPreset(preset.value)}
                >
                  {preset.label}
                </Button>
              ))}
            </div>
          ) : null}
          <DayPicker
            {...shared}
            numberOfMonths={numberOfMonths}
            mode="range"
            required
            resetOnSelect
            min={minNights}
            max={maxNights}
            excludeDisabled
            selected={draft ?? value ?? undefined}
            footer={footer}
            onSelect={(range) => {
              const { from, to } = range
              if (from && to) {
                setDraft(null)
                onValueChange({ from, to })
              } else setDraft(range)
            }}
          />
        </div>
      )
      break
    }
  }

  return (
    <div data-slot="date-picker-calendar" data-mode={mode}>
      {picker}
    </div>
  )
}
